/**
 * @jest-environment jsdom
 */
import {Prism} from 'prism-react-renderer';
import {prismWithLanguages} from '@site/src/plugins/codeHighlight/prism';
import {
  codeBlockHtml,
  escapeHtml,
  linesHtml,
  lineTokensHtml,
  type CodeHtmlOptions,
  type CodeRangeAnnotation,
} from '@site/src/features/codeBlocks/codeHtmlUtils';
import {darkCodeTheme, lightCodeTheme} from '@site/src/features/codeBlocks/codeThemes';
import {DEFAULT_MAGIC_COMMENTS} from '@site/src/features/codeBlocks/codeLinesUtils';
import {styledTypes} from '@site/src/features/codeBlocks/codeTokensUtils';

const options: CodeHtmlOptions = {
  prism: prismWithLanguages(['bash', 'json', 'diff']),
  styled: styledTypes(lightCodeTheme, darkCodeTheme),
  magicComments: DEFAULT_MAGIC_COMMENTS,
};

/** The `<code>` a browser makes of the HTML. */
function codeElement(html: string): HTMLElement {
  const code = document.createElement('code');
  code.innerHTML = html;
  return code;
}

const HOSTILE: [language: string, code: string][] = [
  ['html', '<script>alert(1)</script>\n</script><img src=x onerror="alert(2)">'],
  ['js', 'const s = "</code></pre><img onerror=alert(3) src=x>";'],
  ['ts', "const entity = '&amp; &lt; &#x3C; &nbsp;'; // 'quotes' \"double\""],
  ['text', '<!-- not a comment -->\n]]> <![CDATA[ x ]]>'],
  ['bash', 'echo "<b>" > out.html && cat out.html | grep \'&\''],
  ['unknown-language', '<style>body{display:none}</style>'],
];

describe('codeBlockHtml', () => {
  it.each(HOSTILE)('keeps %s code as text, whatever it holds', (language, code) => {
    const element = codeElement(codeBlockHtml({code, language}, options));
    // Nothing but the lines and their tokens: no element of the code's own.
    expect(Array.from(element.querySelectorAll('*')).every((node) => node.tagName === 'SPAN')).toBe(
      true,
    );
    expect(
      Array.from(element.querySelectorAll('*')).some((node) => node.attributes.length > 1),
    ).toBe(false);
    expect(element.textContent).toBe(code);
  });

  it('escapes what HTML reads as markup, in text and in attribute values', () => {
    expect(escapeHtml('<a href="x">&amp;</a>')).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('writes one line span per line, each but the last ending with its line break', () => {
    const html = codeBlockHtml({code: 'const a = 1;\n\nexport {a};\n', language: 'ts'}, options);
    const lines = Array.from(codeElement(html).children);
    expect(lines.map((line) => line.className)).toEqual(['token-line', 'token-line', 'token-line']);
    expect(lines.map((line) => line.textContent)).toEqual(['const a = 1;\n', '\n', 'export {a};']);
    expect(html).toContain('<span class="code-color-keyword">const</span> a ');
  });

  it('gives tokens the classes of the code themes and no inline style', () => {
    const html = codeBlockHtml({code: '// note\nlet x = "s";', language: 'js'}, options);
    expect(html).not.toContain('style=');
    expect(html).toContain(
      '<span class="code-color-comment code-fontStyle-comment">// note</span>',
    );
    expect(html).toContain('<span class="code-color-string">&quot;s&quot;</span>');
  });

  it('marks the lines of a metastring range and of magic comments, which it removes', () => {
    const ranged = codeElement(
      codeBlockHtml({code: 'a;\nb;\nc;', language: 'js', metastring: 'title="x" {1,3}'}, options),
    );
    expect(
      Array.from(ranged.children).map((line) =>
        line.classList.contains('theme-code-block-highlighted-line'),
      ),
    ).toEqual([true, false, true]);
    const commented = codeElement(
      codeBlockHtml(
        {code: 'a;\n// highlight-start\nb;\nc;\n// highlight-end\nd;', language: 'js'},
        options,
      ),
    );
    expect(commented.textContent).toBe('a;\nb;\nc;\nd;');
    expect(
      Array.from(commented.children).map((line) =>
        line.classList.contains('theme-code-block-highlighted-line'),
      ),
    ).toEqual([false, true, true, false]);
  });

  it('numbers the lines from the metastring’s start, as attributes, not as text', () => {
    const element = codeElement(
      codeBlockHtml({code: 'a\nb', language: 'text', metastring: 'showLineNumbers=9'}, options),
    );
    expect(
      Array.from(element.querySelectorAll('.code-line-number')).map((number) =>
        number.getAttribute('data-line'),
      ),
    ).toEqual(['9', '10']);
    expect(element.querySelectorAll('.code-line-numbered .code-line-content')).toHaveLength(2);
    expect(element.textContent).toBe('a\nb');
    expect(codeBlockHtml({code: 'a', language: 'text', showLineNumbers: true}, options)).toContain(
      'data-line="1"',
    );
  });

  it('refuses an annotation attribute name that would break the markup', () => {
    expect(() =>
      codeBlockHtml(
        {
          code: 'a',
          language: 'text',
          annotations: [{start: 0, end: 1, tagName: 'span', attributes: {'x onclick': 'y'}}],
        },
        options,
      ),
    ).toThrow(/attribute name/);
  });
});

/** A link annotation over `[start, end)`. */
function link(start: number, end: number, href = `/at/${start}`): CodeRangeAnnotation {
  return {start, end, tagName: 'a', attributes: {href}};
}

/** The code of a block with each range's text as the element gives it. */
function linked(element: HTMLElement): [string, string | null][] {
  return Array.from(element.querySelectorAll('a'), (a) => [a.textContent!, a.getAttribute('href')]);
}

describe('annotations', () => {
  const config = "export default {\n  lib: [{ format: 'esm' }],\n};";

  it('wrap a range of several tokens in one element around their spans', () => {
    // `format: 'esm'` is a property, a punctuation, a space and a string.
    const start = config.indexOf('format');
    const end = config.indexOf("'esm'") + "'esm'".length;
    const html = codeBlockHtml(
      {code: config, language: 'ts', annotations: [link(start, end)]},
      options,
    );
    const element = codeElement(html);
    expect(linked(element)).toEqual([["format: 'esm'", `/at/${start}`]]);
    expect(element.querySelector('a')!.querySelectorAll('span').length).toBeGreaterThan(1);
    expect(element.textContent).toBe(config);
  });

  it('split a token at the ends of a range inside it, keeping its classes on each part', () => {
    const start = config.indexOf('esm');
    const html = codeBlockHtml(
      {code: config, language: 'ts', annotations: [link(start, start + 3)]},
      options,
    );
    expect(html).toContain(
      `<span class="code-color-string">'</span>` +
        `<a href="/at/${start}"><span class="code-color-string">esm</span></a>` +
        '<span class="code-color-string">\'</span>',
    );
    expect(codeElement(html).textContent).toBe(config);
  });

  it('close one element and open the next at adjacent ranges, and give each line its own part of a range', () => {
    const code = 'abc\ndef';
    const element = codeElement(
      codeBlockHtml(
        {code, language: 'text', annotations: [link(0, 1), link(1, 2), link(2, 6, '/span')]},
        options,
      ),
    );
    expect(linked(element)).toEqual([
      ['a', '/at/0'],
      ['b', '/at/1'],
      ['c', '/span'],
      ['de', '/span'],
    ]);
    // Each line keeps its element inside it: lines are elements of their own.
    expect(Array.from(element.children, (line) => line.querySelectorAll('a').length)).toEqual([
      3, 1,
    ]);
    expect(element.textContent).toBe(code);
  });

  it('follow the code shown when magic comments take lines out, dropping a range on such a line', () => {
    const code = 'a;\n// highlight-next-line\nb;';
    const element = codeElement(
      codeBlockHtml(
        {
          code,
          language: 'js',
          annotations: [
            link(code.indexOf('highlight'), code.indexOf('-next')),
            link(code.indexOf('b'), code.indexOf('b') + 1),
          ],
        },
        options,
      ),
    );
    expect(linked(element)).toEqual([['b', `/at/${code.indexOf('b')}`]]);
    expect(element.textContent).toBe('a;\nb;');
  });

  it('sit in the content cell of a numbered line', () => {
    const element = codeElement(
      codeBlockHtml(
        {code: 'x = 1', language: 'text', metastring: 'showLineNumbers', annotations: [link(0, 1)]},
        options,
      ),
    );
    expect(element.querySelector('.code-line-content > a')?.textContent).toBe('x');
    expect(element.textContent).toBe('x = 1');
  });

  it('escape attribute values and add no text to the code', () => {
    const html = codeBlockHtml(
      {
        code: 'port',
        language: 'text',
        annotations: [
          {
            start: 0,
            end: 4,
            tagName: 'a',
            attributes: {href: '/x?a=1&b=2', 'data-type': '"<b>" | number'},
          },
        ],
      },
      options,
    );
    expect(html).toBe(
      '<span class="token-line"><a href="/x?a=1&amp;b=2" data-type="&quot;&lt;b&gt;&quot; | number">port</a></span>',
    );
    const a = codeElement(html).querySelector('a')!;
    expect(a.getAttribute('data-type')).toBe('"<b>" | number');
  });

  it.each([
    ['empty', [link(1, 1)]],
    ['out of order', [link(2, 3), link(0, 1)]],
    ['overlapping', [link(0, 2), link(1, 3)]],
    ['past the end', [link(2, 9)]],
  ])('refuse ranges %s', (_, annotations) => {
    expect(() => codeBlockHtml({code: 'abcd', language: 'text', annotations}, options)).toThrow(
      /non-empty ranges/,
    );
  });
});

describe('lineTokensHtml', () => {
  it('writes a line that no range meets as its styled tokens', () => {
    expect(
      lineTokensHtml(
        [
          {types: ['keyword'], content: 'const'},
          {types: ['plain'], content: ' a'},
        ],
        10,
        [link(0, 3)],
        options.styled,
      ),
    ).toBe('<span class="code-color-keyword">const</span> a');
  });
});

describe('linesHtml', () => {
  it('writes lines already read from their fence as codeBlockHtml does', () => {
    const source = {code: 'a;\n// highlight-next-line\nb;', language: 'js'};
    expect(
      linesHtml(
        {
          code: 'a;\nb;',
          language: 'js',
          lineClassNames: {1: ['theme-code-block-highlighted-line']},
        },
        {prism: Prism, styled: options.styled},
      ),
    ).toBe(codeBlockHtml(source, options));
  });
});
