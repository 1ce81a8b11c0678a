import {
  checkTranslationFile,
  formatProblem,
  isIdenticalAllowed,
  parseTranslationContent,
  unusedIds,
  type TranslationFileCheck,
} from '@site/scripts/lib/uiTranslationsUtils';

const entry = (message: string) => ({message, description: 'd'});

describe('UI translations check', () => {
  const base: TranslationFileCheck = {
    file: 'i18n/zh/code.json',
    expected: {
      'copyPage.label': entry('Copy page'),
      'notFound.code': entry('404'),
      'footer.github': entry('GitHub'),
      'theme.docs.paginator.next': entry('Next'),
      'theme.lastUpdated.byUser': entry(''),
    },
    actual: {
      'copyPage.label': entry('复制页面'),
      'notFound.code': entry('404'),
      'footer.github': entry('GitHub'),
      'theme.docs.paginator.next': entry('下一页'),
      'theme.lastUpdated.byUser': entry(''),
    },
  };

  it('passes a complete translation, with names and numbers left as they are', () => {
    expect(checkTranslationFile(base)).toEqual([]);
  });

  it('reports an id the zh file lacks', () => {
    const {'copyPage.label': _dropped, ...actual} = base.actual!;
    expect(checkTranslationFile({...base, actual})).toEqual([
      {file: 'i18n/zh/code.json', id: 'copyPage.label', kind: 'missing', message: 'Copy page'},
    ]);
  });

  it('reports every id as missing when the file is missing', () => {
    expect(checkTranslationFile({...base, actual: null}).map((problem) => problem.kind)).toEqual(
      Array(5).fill('missing'),
    );
  });

  it('reports a message still equal to its English default', () => {
    const actual = {...base.actual!, 'copyPage.label': entry(' Copy page ')};
    expect(checkTranslationFile({...base, actual})).toMatchObject([
      {id: 'copyPage.label', kind: 'untranslated'},
    ]);
  });

  it('reports an emptied message when English has text', () => {
    const actual = {...base.actual!, 'copyPage.label': entry('  ')};
    expect(checkTranslationFile({...base, actual})).toMatchObject([
      {id: 'copyPage.label', kind: 'empty'},
    ]);
  });

  it('accepts a message equal to the theme translation for the locale', () => {
    const check = {
      ...base,
      expected: {...base.expected, 'theme.x': entry('Blog')},
      actual: {...base.actual!, 'theme.x': entry('Blog')},
    };
    expect(checkTranslationFile(check)).toMatchObject([{id: 'theme.x', kind: 'untranslated'}]);
    expect(checkTranslationFile({...check, localeDefaults: {'theme.x': 'Blog'}})).toEqual([]);
  });

  it('takes an allowlist', () => {
    const check = {
      ...base,
      expected: {id: entry('Rstack')},
      actual: {id: entry('Rstack')},
    };
    expect(checkTranslationFile(check)).toEqual([]);
    expect(checkTranslationFile(check, [])).toMatchObject([{kind: 'untranslated'}]);
  });

  it.each([
    ['404', true],
    ['{count}', true],
    ['1.x', true],
    ['  GitHub ', true],
    ['JavaScript API', true],
    ['Next', false],
    ['{count} items', false],
  ])('allows %j to stay identical: %s', (message, allowed) => {
    expect(isIdenticalAllowed(message)).toBe(allowed);
  });

  it('lists ids nothing uses any more', () => {
    expect(unusedIds({...base, actual: {...base.actual!, 'old.id': entry('旧')}})).toEqual([
      'old.id',
    ]);
    expect(unusedIds({...base, actual: null})).toEqual([]);
  });

  it.each([
    ['{"a": {"message": "x", "description": "d"}}', {a: {message: 'x', description: 'd'}}],
    ['{}', {}],
    ['not json', null],
    ['[]', null],
    ['null', null],
    ['{"a": "x"}', null],
    ['{"a": {"message": 1}}', null],
  ])('parses %s', (json, expected) => {
    expect(parseTranslationContent(json)).toEqual(expected);
  });

  it('formats a problem on one line', () => {
    expect(
      formatProblem({file: 'i18n/zh/code.json', id: 'a.b', kind: 'untranslated', message: 'Hi'}),
    ).toBe('  i18n/zh/code.json: a.b still English (en: "Hi")');
  });
});
