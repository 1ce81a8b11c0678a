import {canShowEditLink} from '@site/src/features/editLink/editLinkUtils';

describe('canShowEditLink', () => {
  it('needs both a URL and a text', () => {
    expect(
      canShowEditLink('https://github.com/x/edit/main/a.mdx', 'Edit this page on GitHub'),
    ).toBe(true);
    expect(canShowEditLink(undefined, 'Edit')).toBe(false);
    expect(canShowEditLink('https://github.com/x', '  ')).toBe(false);
    expect(canShowEditLink('', 'Edit')).toBe(false);
  });
});
