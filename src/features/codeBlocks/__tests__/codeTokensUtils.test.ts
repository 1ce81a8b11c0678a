import {
  decodeTokenMap,
  decodeTokens,
  encodeTokens,
  lineTokens,
  styledTypes,
  tokenClassName,
  tokensText,
  type CodeLine,
  type CodeTheme,
} from '@site/src/features/codeBlocks/codeTokensUtils';

const lines: CodeLine[] = [
  [
    {types: ['keyword'], content: 'export'},
    {types: ['plain'], content: ' '},
    {types: ['string', 'template-string'], content: '"a b"'},
  ],
  [{types: ['plain'], content: '\n', empty: true}],
  [{types: ['comment'], content: '// done'}],
];

const theme: CodeTheme = {
  plain: {color: '#111111', backgroundColor: '#eeeeee'},
  styles: [
    {types: ['keyword'], style: {color: '#aa0000'}},
    {types: ['string'], style: {color: '#00aa00'}},
    {types: ['string'], style: {fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#0000aa'}, languages: ['css']},
  ],
};

describe('encodeTokens / decodeTokens', () => {
  it('round-trips lines, empty ones included', () => {
    expect(decodeTokens(encodeTokens(lines))).toEqual(lines);
  });

  it('is compact: plain tokens bare, types joined, the empty flag only where set', () => {
    expect(encodeTokens([lines[0]])).toBe(
      '[[["keyword","export"]," ",["string template-string","\\"a b\\""]]]',
    );
    expect(encodeTokens([lines[1]])).toBe('[[["plain","\\n",1]]]');
  });

  it('answers null for anything that is not encoded lines', () => {
    for (const junk of [
      '',
      'not json',
      '{}',
      '[1]',
      '[[1]]',
      '[[["a"]]]',
      '[[["a","b",2]]]',
      'null',
    ]) {
      expect(decodeTokens(junk)).toBeNull();
    }
  });
});

describe('tokensText', () => {
  it('spells the code back, empty lines as empty', () => {
    expect(tokensText(lines)).toBe('export "a b"\n\n// done');
  });
});

describe('lineTokens', () => {
  it('empties a line that is only its line break, and leaves any other line alone', () => {
    expect(lineTokens([{types: ['plain'], content: '\n', empty: true}])).toEqual([
      {types: ['plain'], content: '', empty: true},
    ]);
    expect(lineTokens(lines[0]!)).toBe(lines[0]);
    expect(lineTokens([{types: ['plain'], content: ''}])).toEqual([
      {types: ['plain'], content: ''},
    ]);
  });
});

describe('styledTypes', () => {
  it('lists, per property, the types the theme sets it for', () => {
    const styled = styledTypes(theme);
    expect([...styled.color]).toEqual(['keyword', 'string']);
    expect([...styled.fontStyle]).toEqual(['string']);
    expect([...styled.fontWeight]).toEqual([]);
  });
});

describe('tokenClassName', () => {
  const styled = styledTypes(theme);

  it('gives plain text only its types', () => {
    expect(tokenClassName(['plain'], styled)).toBe('token plain');
  });

  it('names, per property, the last type that sets it', () => {
    expect(tokenClassName(['string', 'keyword'], styled)).toBe(
      'token string keyword code-color-keyword code-fontStyle-string',
    );
    expect(tokenClassName(['keyword', 'string'], styled)).toBe(
      'token keyword string code-color-string code-fontStyle-string',
    );
  });

  it('lists a repeated type once', () => {
    expect(tokenClassName(['url', 'url'], styled)).toBe('token url');
  });
});

describe('decodeTokenMap', () => {
  it('reads a JSON object of strings', () => {
    expect(decodeTokenMap('{"npm":"[]","yarn":"[[]]"}')).toEqual({npm: '[]', yarn: '[[]]'});
  });

  it('drops what is not a string, and is empty for no or bad input', () => {
    expect(decodeTokenMap('{"npm":1,"pnpm":"[]"}')).toEqual({pnpm: '[]'});
    expect(decodeTokenMap(undefined)).toEqual({});
    expect(decodeTokenMap('[]')).toEqual({});
    expect(decodeTokenMap('{oops')).toEqual({});
  });
});
