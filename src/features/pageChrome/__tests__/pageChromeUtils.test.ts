import {
  hiddenPartsFromFrontMatter,
  markQueryHiddenParts,
  markQueryHiddenPartsScript,
  pageHiddenClass,
  PAGE_PARTS,
} from '@site/src/features/pageChrome/pageChromeUtils';

describe('hiddenPartsFromFrontMatter', () => {
  it('hides the parts switched off', () => {
    expect(hiddenPartsFromFrontMatter({navbar: false, footer: false, outline: true})).toEqual([
      'navbar',
      'footer',
    ]);
  });

  it('shows content only on custom pages, without the navbar on blank pages', () => {
    expect(hiddenPartsFromFrontMatter({pageType: 'custom'})).toEqual([
      'sidebar',
      'outline',
      'footer',
    ]);
    expect(hiddenPartsFromFrontMatter({pageType: 'home'})).toEqual([
      'sidebar',
      'outline',
      'footer',
    ]);
    expect(hiddenPartsFromFrontMatter({pageType: 'blank'})).toEqual([...PAGE_PARTS]);
  });

  it('gives overview pages no outline and no previous/next links', () => {
    expect(hiddenPartsFromFrontMatter({overview: true})).toEqual(['outline', 'footer']);
    expect(hiddenPartsFromFrontMatter({overview: true, footer: false})).toEqual([
      'footer',
      'outline',
    ]);
  });

  it('names the class of a part', () => {
    expect(pageHiddenClass('sidebar')).toBe('page-hide-sidebar');
  });
});

describe('markQueryHiddenParts', () => {
  function fakeWindow(search: string) {
    const attributes = new Map<string, string>();
    const win = {
      location: {search},
      document: {
        documentElement: {
          setAttribute: (name: string, value: string) => attributes.set(name, value),
          removeAttribute: (name: string) => attributes.delete(name),
        },
      },
    } as unknown as Window;
    return {win, attributes};
  }

  it('marks and unmarks <html>', () => {
    const {win, attributes} = fakeWindow('?navbar=0&footer=0');
    markQueryHiddenParts(win, 'data-hidden-parts', PAGE_PARTS, []);
    expect(attributes.get('data-hidden-parts')).toBe('navbar footer');
    (win.location as {search: string}).search = '';
    markQueryHiddenParts(win, 'data-hidden-parts', PAGE_PARTS, []);
    expect(attributes.has('data-hidden-parts')).toBe(false);
  });

  it('always hides what the site hides', () => {
    const {win, attributes} = fakeWindow('?navbar=0&sidebar=0');
    markQueryHiddenParts(win, 'data-hidden-parts', PAGE_PARTS, ['navbar']);
    expect(attributes.get('data-hidden-parts')).toBe('navbar sidebar');
  });

  it('serializes into a script that runs on its own', () => {
    const {win, attributes} = fakeWindow('?sidebar=0');
    new Function('window', markQueryHiddenPartsScript([]))(win);
    expect(attributes.get('data-hidden-parts')).toBe('sidebar');
  });
});
