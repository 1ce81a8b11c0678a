import type {RootContent} from 'mdast';
import {parseMdx} from '@site/src/utils/markdownUtils';
import {
  admonitionQuote,
  admonitionTitles,
  admonitionType,
  expressionText,
  jsxAttribute,
  jsxImage,
  packageManagerCode,
  tabItemBlocks,
  tabsBlocks,
  type ContainerDirective,
  type JsxElement,
} from '../mdxComponentsUtils';

/** The first block of a page, or the first node inside its first paragraph. */
function firstNode<T extends RootContent>(source: string, type: T['type']): T {
  const [first] = parseMdx(source).children;
  const node = first?.type === 'paragraph' ? first.children[0] : first;
  expect(node?.type).toBe(type);
  return node as T;
}

const jsx = (source: string) => firstNode<JsxElement>(source, 'mdxJsxFlowElement');
const directive = (source: string) => firstNode<ContainerDirective>(source, 'containerDirective');
const program = (source: string) =>
  firstNode<Extract<RootContent, {type: 'mdxFlowExpression'}>>(source, 'mdxFlowExpression').data
    ?.estree;

/** Nodes without their source positions and data, to compare with hand-written ones. */
const plain = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (key, item) => (key === 'position' || key === 'data' ? undefined : item)),
  );

const bold = (value: string) => ({
  type: 'paragraph',
  children: [{type: 'strong', children: [{type: 'text', value}]}],
});

describe('mdxComponentsUtils', () => {
  describe('expressionText', () => {
    it.each([
      ["{'<'}", '<'],
      ['{"a b"}', 'a b'],
      ['{`tpl`}', 'tpl'],
      ['{42}', '42'],
    ])('reads %s as %j', (source, text) => {
      expect(expressionText(program(source))).toBe(text);
    });

    it.each(['{/* a comment */}', '{a + b}', '{`a${b}`}', "{'a', 'b'}", '{true}'])(
      'has no text for %s',
      (source) => {
        expect(expressionText(program(source))).toBeNull();
      },
    );

    it('has no text without a program', () => {
      expect(expressionText(undefined)).toBeNull();
    });
  });

  describe('jsxAttribute', () => {
    const element = jsx('<X a="one" b={\'two\'} c={1 + 1} flag />');

    it('reads string values written either way', () => {
      expect(jsxAttribute(element, 'a')).toBe('one');
      expect(jsxAttribute(element, 'b')).toBe('two');
    });

    it('has none for code, a bare flag or a missing attribute', () => {
      expect(jsxAttribute(element, 'c')).toBeUndefined();
      expect(jsxAttribute(element, 'flag')).toBeUndefined();
      expect(jsxAttribute(element, 'nope')).toBeUndefined();
    });
  });

  describe('packageManagerCode', () => {
    it('writes the command of each package manager in one bash block', () => {
      expect(packageManagerCode('install -D @rslib/core')).toEqual({
        type: 'code',
        lang: 'bash',
        meta: null,
        value: [
          'npm install -D @rslib/core',
          'yarn add -D @rslib/core',
          'pnpm install -D @rslib/core',
          'bun add -D @rslib/core',
        ].join('\n'),
      });
    });
  });

  describe('tabs', () => {
    const tabs = jsx(
      [
        '<Tabs groupId="lang">',
        '<TabItem value="ts" label="TypeScript">',
        '',
        'Typed.',
        '',
        '</TabItem>',
        '<TabItem value="js">',
        '',
        'Plain.',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );

    it('puts each item under its label, or its value without one', () => {
      expect(plain(tabsBlocks(tabs))).toEqual([
        bold('TypeScript'),
        {type: 'paragraph', children: [{type: 'text', value: 'Typed.'}]},
        bold('js'),
        {type: 'paragraph', children: [{type: 'text', value: 'Plain.'}]},
      ]);
    });

    it('keeps the content of an item with neither', () => {
      expect(plain(tabItemBlocks(jsx('<TabItem>\n\nText.\n\n</TabItem>')))).toEqual([
        {type: 'paragraph', children: [{type: 'text', value: 'Text.'}]},
      ]);
    });
  });

  describe('jsxImage', () => {
    it('turns an img element into a Markdown image', () => {
      expect(jsxImage(jsx('<img src="/img/a.svg" alt="A diagram" />'))).toEqual({
        type: 'image',
        url: '/img/a.svg',
        alt: 'A diagram',
        title: null,
      });
      expect(jsxImage(jsx('<img alt="no source" />'))).toBeNull();
    });
  });

  describe('admonitions', () => {
    it('knows the admonition types and their aliases', () => {
      expect(admonitionType(directive(':::tip\nA\n:::'))).toBe('tip');
      expect(admonitionType(directive(':::important\nA\n:::'))).toBe('info');
      expect(admonitionType(directive(':::toString\nA\n:::'))).toBeNull();
    });

    it('titles each type in the language of the UI strings, English where they have none', () => {
      expect(
        admonitionTitles({'theme.admonition.tip': '提示', 'theme.admonition.note': '备注'}),
      ).toEqual({
        note: '备注',
        tip: '提示',
        info: 'Info',
        warning: 'Warning',
        danger: 'Danger',
        caution: 'Caution',
      });
    });

    it('starts the quote with the default title in bold', () => {
      expect(plain(admonitionQuote(directive(':::tip\nShort.\n:::'), 'Tip'))).toEqual({
        type: 'blockquote',
        children: [bold('Tip'), {type: 'paragraph', children: [{type: 'text', value: 'Short.'}]}],
      });
    });

    it('uses the label in brackets, inline Markdown included', () => {
      const quote = plain(admonitionQuote(directive(':::warning[Keep it `small`]\nA.\n:::'), 'W'));
      expect(quote.children[0]).toEqual({
        type: 'paragraph',
        children: [
          {
            type: 'strong',
            children: [
              {type: 'text', value: 'Keep it '},
              {type: 'inlineCode', value: 'small'},
            ],
          },
        ],
      });
      expect(quote.children).toHaveLength(2);
    });

    it('prefers a title attribute, as the page does', () => {
      const quote = plain(admonitionQuote(directive(':::note{title="Attr"}\nA.\n:::'), 'Note'));
      expect(quote.children[0]).toEqual(bold('Attr'));
    });
  });
});
