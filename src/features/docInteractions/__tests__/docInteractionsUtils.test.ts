import {samePageAnchorId} from '@site/src/features/docInteractions/docInteractionsUtils';

const page = 'http://localhost:3000/guide/start/quick-start?sidebar=0';

describe('samePageAnchorId', () => {
  it('reads the id of a same-page anchor', () => {
    expect(samePageAnchorId('#build', page)).toBe('build');
    expect(samePageAnchorId('?sidebar=0#build', page)).toBe('build');
    expect(samePageAnchorId('#%E6%9E%84%E5%BB%BA', page)).toBe('构建');
  });

  it('keeps a malformed escape as written', () => {
    expect(samePageAnchorId('#%E0%A4%A', page)).toBe('%E0%A4%A');
  });

  it('ignores links to other pages, bare hashes and odd URLs', () => {
    expect(samePageAnchorId('/guide/start/#build', page)).toBeNull();
    expect(samePageAnchorId('https://example.com/guide/start/quick-start#a', page)).toBeNull();
    expect(samePageAnchorId('#', page)).toBeNull();
    expect(samePageAnchorId('', page)).toBeNull();
    expect(samePageAnchorId('http://[::1', page)).toBeNull();
  });
});
