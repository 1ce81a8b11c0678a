import {isTopArrived} from '../layoutUtils';

describe('isTopArrived', () => {
  it('is true below 100 px of scroll and false from 100 px on', () => {
    expect(isTopArrived(0)).toBe(true);
    expect(isTopArrived(99.5)).toBe(true);
    expect(isTopArrived(100)).toBe(false);
    expect(isTopArrived(2000)).toBe(false);
  });
});
