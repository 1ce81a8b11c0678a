import {MOBILE_MENU_BREAKPOINT} from '../layoutUtils';

describe('layoutUtils', () => {
  it('closes the mobile menu from 768 px', () => {
    expect(MOBILE_MENU_BREAKPOINT).toBe(768);
  });
});
