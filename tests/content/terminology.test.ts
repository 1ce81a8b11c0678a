/**
 * One voice in Chinese: the recurring headings and terms of CONTRIBUTING.md's
 * terminology table have one translation each, and the calques that slipped
 * into earlier translations do not come back.
 */
import {headingsOf, parseMdx} from '@site/src/utils/markdownUtils';
import {ZH_DOCS_DIR, listDocs, readDoc} from './docsFiles';

/** The FAQ pages: the only ones whose headings may say 常见问题. */
const FAQ_PAGES = /^guide\/faq\//;

/** Headings with one translation, by their id. */
const HEADING_BY_ID: Record<string, string> = {
  pitfalls: '注意事项',
  related: '相关页面',
};

/** Other words for "Related" that a heading must not use. */
const RELATED_VARIANTS = /相关(内容|链接|文档|资料|阅读|文章)|延伸阅读|另请参阅|参见以下/;

/** Wording that is not used anywhere on a page (prose, code comments, front matter). */
const BANNED_WORDING: Array<[pattern: RegExp, instead: string]> = [
  [/常见陷阱/, '注意事项'],
  [/dev\s*依赖/i, '开发依赖'],
  // "fails with `X`" word for word: 构建会失败，并报错 `X`.
  [/以\s*`[^`\n]+`\s*(?:报错)?\s*(?:失败|终止|中止|停止|拒绝)/, '……失败，并报错 `X`'],
  [/会以报错|以错误信息终止/, '……报错并中止'],
  [/真实进行|是真实的/, '"完整执行类型检查" and the like'],
];

const pages = listDocs(ZH_DOCS_DIR);

describe('Chinese terminology', () => {
  it.each(pages)('%s: recurring headings use their one translation', (file) => {
    const wrong = headingsOf(parseMdx(readDoc(ZH_DOCS_DIR, file)))
      .filter((heading) => {
        const expected =
          heading.explicitId === null ? undefined : HEADING_BY_ID[heading.explicitId];
        if (expected !== undefined && heading.text !== expected) {
          return true;
        }
        if (RELATED_VARIANTS.test(heading.text)) {
          return true;
        }
        // 常见问题 is the FAQ's word; elsewhere a "Pitfalls" section is 注意事项.
        return heading.text.includes('常见问题') && !FAQ_PAGES.test(file);
      })
      .map((heading) => `line ${heading.line}: ${heading.text} {#${heading.explicitId ?? ''}}`);
    expect(wrong).toEqual([]);
  });

  it.each(pages)('%s: no banned wording', (file) => {
    const found = readDoc(ZH_DOCS_DIR, file)
      .split(/\r?\n/)
      .flatMap((line, index) =>
        BANNED_WORDING.filter(([pattern]) => pattern.test(line)).map(
          ([pattern, instead]) =>
            `line ${index + 1}: "${pattern.exec(line)![0]}" (write ${instead})`,
        ),
      );
    expect(found).toEqual([]);
  });
});
