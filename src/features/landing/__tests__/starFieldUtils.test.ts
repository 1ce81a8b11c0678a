import {
  STAR_POSITIONS,
  STAR_REACTION_RADIUS,
  starOffset,
  starSize,
  starsMayMove,
} from '@site/src/features/landing/starFieldUtils';

describe('star positions', () => {
  it('has 35 stars, each inside the hero (percent)', () => {
    expect(STAR_POSITIONS).toHaveLength(35);
    for (const [top, left] of STAR_POSITIONS) {
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(100);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(100);
    }
  });

  it('keeps the fixed order of the original field', () => {
    expect(STAR_POSITIONS[0]).toEqual([91.4, 22.9]);
    expect(STAR_POSITIONS[34]).toEqual([68.2, 41.6]);
  });
});

describe('starSize', () => {
  it('grows by 1/20 px per star from 3 px', () => {
    expect(starSize(0)).toBe(3);
    expect(starSize(10)).toBe(3.5);
    expect(starSize(34)).toBeCloseTo(4.7);
  });
});

describe('starOffset', () => {
  const origin = {x: 500, y: 300};

  it('does not move before the pointer has moved', () => {
    expect(starOffset(null, origin)).toEqual({x: 0, y: 0});
  });

  it('jumps onto a pointer inside the reaction square', () => {
    expect(starOffset({x: 560, y: 250}, origin)).toEqual({x: 60, y: -50});
    // A corner of the square is further than 100 px but still inside it.
    expect(starOffset({x: 590, y: 390}, origin)).toEqual({x: 90, y: 90});
  });

  it('stays home when the pointer is 100 px away or more on either axis', () => {
    expect(starOffset({x: origin.x + STAR_REACTION_RADIUS, y: 300}, origin)).toEqual({x: 0, y: 0});
    expect(starOffset({x: 500, y: origin.y - STAR_REACTION_RADIUS}, origin)).toEqual({x: 0, y: 0});
    expect(starOffset({x: 1000, y: 1000}, origin)).toEqual({x: 0, y: 0});
  });
});

describe('starsMayMove', () => {
  it('is off on screens of 600 px or less', () => {
    expect(starsMayMove(600, false)).toBe(false);
    expect(starsMayMove(601, false)).toBe(true);
  });

  it('is off for readers who prefer reduced motion', () => {
    expect(starsMayMove(1440, true)).toBe(false);
  });
});
