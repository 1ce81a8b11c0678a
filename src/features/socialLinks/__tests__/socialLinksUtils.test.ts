import {splitSocialLinks} from '@site/src/features/socialLinks/socialLinksUtils';

describe('splitSocialLinks', () => {
  it('shows three links in the bar and puts the rest in the popup, in order', () => {
    expect(splitSocialLinks(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      overflow: ['d', 'e'],
    });
  });

  it('has no popup for three links or fewer', () => {
    expect(splitSocialLinks(['a', 'b', 'c'])).toEqual({shown: ['a', 'b', 'c'], overflow: []});
    expect(splitSocialLinks([])).toEqual({shown: [], overflow: []});
  });
});
