import {
  decodeTokenMap,
  decodeTokens,
  encodeTokens,
  themeToDict,
  tokenStyle,
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

describe('themeToDict', () => {
  it('merges the styles of a type, for the language asked', () => {
    const dictionary = themeToDict(theme, 'ts');
    expect(dictionary.keyword).toEqual({color: '#aa0000'});
    expect(dictionary.string).toEqual({color: '#00aa00', fontStyle: 'italic'});
    expect(themeToDict(theme, 'css').keyword).toEqual({color: '#0000aa'});
  });

  it('keeps the block background on the root only', () => {
    const dictionary = themeToDict(theme, 'ts');
    expect(dictionary.root).toEqual(theme.plain);
    expect(dictionary.plain).toEqual({color: '#111111', backgroundColor: undefined});
  });
});

describe('tokenStyle', () => {
  const dictionary = themeToDict(theme, 'ts');

  it('gives plain text no style, and an empty line an inline block', () => {
    expect(tokenStyle(dictionary, {types: ['plain'], content: 'x'})).toBeUndefined();
    expect(tokenStyle(dictionary, {types: ['plain'], content: '\n', empty: true})).toEqual({
      display: 'inline-block',
    });
  });

  it('merges the styles of every type of the token', () => {
    expect(tokenStyle(dictionary, {types: ['keyword', 'string'], content: 'x'})).toEqual({
      color: '#00aa00',
      fontStyle: 'italic',
    });
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
