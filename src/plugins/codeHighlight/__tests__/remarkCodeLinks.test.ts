import {DEFAULT_MAGIC_COMMENTS} from '@site/src/features/codeBlocks/codeLinesUtils';
import type {CodeBlockSample, CodeLinkResult} from '@site/src/features/codeLinks/codeLinksUtils';
import remarkCodeHtml from '../remark';

/**
 * With `codeLinks`, the option keys and flags the code-link resolver finds
 * become `<a>` elements in a block's HTML, the code itself stays as written,
 * the page's count is recorded, and a key without a section stops the build
 * with the page, the line and the key. The resolver is replaced here by one
 * that links every `format` key and finds no section for `mystery`.
 */
const recorded: Array<{locale: string; page: string; linked: number}> = [];

function fakeAnnotate({code}: CodeBlockSample): CodeLinkResult {
  const result: CodeLinkResult = {annotations: [], unresolved: []};
  for (const match of code.matchAll(/\bformat\b|\bmystery\b/g)) {
    if (match[0] === 'format') {
      result.annotations.push({
        start: match.index,
        end: match.index + 'format'.length,
        href: '/zh/config/lib/format',
        type: "'esm' | 'cjs'",
        description: 'format 决定模块格式。',
      });
    } else {
      const line = code.slice(0, match.index).split('\n').length;
      result.unresolved.push({line, name: 'mystery', context: 'mystery'});
    }
  }
  return result;
}

jest.mock('../../codeLinks', () => ({
  siteCodeLinks: () => ({
    annotate: fakeAnnotate,
    recordPage: (locale: string, page: string, linked: number) =>
      recorded.push({locale, page, linked}),
  }),
}));

const transform = remarkCodeHtml({
  additionalLanguages: ['bash'],
  magicComments: DEFAULT_MAGIC_COMMENTS,
  codeLinks: {siteDir: '/site', locale: 'zh'},
});

interface CodeNode {
  type: 'code';
  lang: string;
  meta?: string;
  value: string;
  position?: {start: {line: number}};
  data?: {hProperties?: {html?: string}};
}

function page(...children: CodeNode[]) {
  return {type: 'root', children};
}

beforeEach(() => {
  recorded.length = 0;
});

describe('remarkCodeHtml with code links', () => {
  it('links the keys in the HTML, keeps the code as written and records the page', () => {
    const code: CodeNode = {
      type: 'code',
      lang: 'ts',
      meta: 'title="rslib.config.ts"',
      value: "export default {lib: [{format: 'esm'}, {format: 'cjs'}]};",
    };
    transform(page(code), {path: '/site/i18n/zh/docs/guide.mdx'});
    const html = code.data!.hProperties!.html!;
    expect(html.match(/<a [^>]*>format<\/a>/g)).toHaveLength(2);
    expect(html).toContain('href="/zh/config/lib/format"');
    expect(html).toContain(`data-code-link-type="'esm' | 'cjs'"`);
    expect(html).toContain('data-code-link-description="format 决定模块格式。"');
    expect(code.value).toBe("export default {lib: [{format: 'esm'}, {format: 'cjs'}]};");
    expect(recorded).toEqual([{locale: 'zh', page: 'i18n/zh/docs/guide.mdx', linked: 2}]);
  });

  it('stops the build on a key without a section, naming the page, the line and the key', () => {
    const code: CodeNode = {
      type: 'code',
      lang: 'ts',
      value: 'export default {\n  mystery: true,\n};',
      position: {start: {line: 10}},
    };
    expect(() => transform(page(code), {path: '/site/docs/guide.mdx'})).toThrow(
      /docs\/guide\.mdx:12: mystery/,
    );
  });
});
