/**
 * @jest-environment jsdom
 */
import {Prism} from 'prism-react-renderer';
import {prismWithLanguages} from '@site/src/plugins/codeHighlight/prism';
import {
  codeBlockHtml,
  escapeHtml,
  linesHtml,
  type CodeHtmlOptions,
  type TokenAnnotator,
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

  it('lets an annotator wrap a token in an element, its attribute values escaped', () => {
    const annotateToken: TokenAnnotator = (token, position) =>
      token.content === 'format'
        ? {
            tagName: 'a',
            attributes: {href: '/config/lib/format', title: `line ${position.line} "<b>"`},
          }
        : undefined;
    const element = codeElement(
      codeBlockHtml(
        {code: "export default {\n  lib: [{format: 'esm'}],\n};", language: 'ts'},
        {...options, annotateToken},
      ),
    );
    const link = element.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/config/lib/format');
    expect(link.getAttribute('title')).toBe('line 1 "<b>"');
    expect(link.textContent).toBe('format');
    expect(element.querySelectorAll('a')).toHaveLength(1);
    expect(element.textContent).toBe("export default {\n  lib: [{format: 'esm'}],\n};");
  });

  it('refuses an annotation attribute name that would break the markup', () => {
    expect(() =>
      codeBlockHtml(
        {code: 'a', language: 'text'},
        {...options, annotateToken: () => ({tagName: 'span', attributes: {'x onclick': 'y'}})},
      ),
    ).toThrow(/attribute name/);
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
