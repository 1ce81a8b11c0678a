import {
  PROGRESS_BAR,
  ZOOM_SETUP_DELAY,
  samePageAnchorId,
} from '@site/src/features/docInteractions/docInteractionsUtils';

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

  it('sets zoom up 100 ms after a route change', () => {
    expect(ZOOM_SETUP_DELAY).toBe(100);
  });
});

describe('PROGRESS_BAR', () => {
  it('keeps the constants of the original site', () => {
    expect(PROGRESS_BAR).toEqual({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });
});
