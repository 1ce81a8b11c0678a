import {shouldShowScrollToTop} from '@site/src/features/backToTop/scrollToTopUtils';

describe('shouldShowScrollToTop', () => {
  it('shows once the page is scrolled down', () => {
    expect(shouldShowScrollToTop(0)).toBe(false);
    expect(shouldShowScrollToTop(100)).toBe(false);
    expect(shouldShowScrollToTop(101)).toBe(true);
  });
});
