import {
  styledTypes,
  tokenPropertyClasses,
  type CodeTheme,
} from '@site/src/features/codeBlocks/codeTokensUtils';

const theme: CodeTheme = {
  plain: {color: '#111111', backgroundColor: '#eeeeee'},
  styles: [
    {types: ['keyword'], style: {color: '#aa0000'}},
    {types: ['string'], style: {color: '#00aa00'}},
    {types: ['string'], style: {fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#0000aa'}, languages: ['css']},
  ],
};

describe('styledTypes', () => {
  it('lists, per property, the types the theme sets it for', () => {
    const styled = styledTypes(theme);
    expect([...styled.color]).toEqual(['keyword', 'string']);
    expect([...styled.fontStyle]).toEqual(['string']);
    expect([...styled.fontWeight]).toEqual([]);
  });

  it('joins the types of several themes', () => {
    const bold: CodeTheme = {plain: {}, styles: [{types: ['url'], style: {fontWeight: 'bold'}}]};
    const styled = styledTypes(theme, bold);
    expect([...styled.color]).toEqual(['keyword', 'string']);
    expect([...styled.fontWeight]).toEqual(['url']);
  });
});

describe('tokenPropertyClasses', () => {
  const styled = styledTypes(theme);

  it('gives plain text and unstyled types no class', () => {
    expect(tokenPropertyClasses(['plain'], styled)).toEqual([]);
    expect(tokenPropertyClasses(['url', 'url'], styled)).toEqual([]);
  });

  it('names, per property, the last type that sets it', () => {
    expect(tokenPropertyClasses(['string', 'keyword'], styled)).toEqual([
      'code-color-keyword',
      'code-fontStyle-string',
    ]);
    expect(tokenPropertyClasses(['keyword', 'string'], styled)).toEqual([
      'code-color-string',
      'code-fontStyle-string',
    ]);
  });
});
