/**
 * The landing hero's decorative star field: 35 stars at fixed
 * positions, in percent of the hero, each jumping onto the pointer while it is
 * within the reaction radius.
 */

/** [top %, left %] of each star, in drawing order. */
export const STAR_POSITIONS: ReadonlyArray<readonly [number, number]> = [
  [91.4, 22.9],
  [36, 67.6],
  [94.1, 47.7],
  [33.8, 32.5],
  [43.1, 77.6],
  [9.8, 73.4],
  [16.1, 17.1],
  [1, 10],
  [88.3, 44.9],
  [19.3, 79],
  [28.5, 11.8],
  [94.6, 44.9],
  [53.8, 3.4],
  [41.7, 20],
  [56.9, 80.6],
  [16.4, 83.4],
  [39.4, 66.8],
  [19, 18.4],
  [25.1, 28.1],
  [18.9, 35.6],
  [32.9, 12.3],
  [21.2, 72.8],
  [83.3, 79.8],
  [71.4, 36.8],
  [62.2, 50.4],
  [45.4, 13.7],
  [61.1, 28.5],
  [18.2, 64.1],
  [40.7, 34.7],
  [87.6, 20.7],
  [78.3, 30.8],
  [84.4, 58.2],
  [74.2, 74.5],
  [12.4, 66.4],
  [68.2, 41.6],
];

/** How close (px, on each axis) the pointer must come for a star to react. */
export const STAR_REACTION_RADIUS = 100;

/** Screens at most this wide (px) show no stars. */
export const STAR_FIELD_MIN_WIDTH = 600;

export interface Point {
  x: number;
  y: number;
}

/** Star `index` (0-based) is index / 20 + 3 px wide. */
export function starSize(index: number): number {
  return index / 20 + 3;
}

/**
 * How far a star at `origin` moves for a pointer at `pointer`: onto the
 * pointer when it is inside the square of the reaction radius, else nowhere.
 * No pointer yet (null) leaves every star in place.
 */
export function starOffset(pointer: Point | null, origin: Point): Point {
  if (pointer === null) {
    return {x: 0, y: 0};
  }
  const dx = pointer.x - origin.x;
  const dy = pointer.y - origin.y;
  if (Math.abs(dx) < STAR_REACTION_RADIUS && Math.abs(dy) < STAR_REACTION_RADIUS) {
    return {x: dx, y: dy};
  }
  return {x: 0, y: 0};
}

/** Stars move only on wide screens for readers who accept motion. */
export function starsMayMove(viewportWidth: number, prefersReducedMotion: boolean): boolean {
  return viewportWidth > STAR_FIELD_MIN_WIDTH && !prefersReducedMotion;
}
