/**
 * One voice in Chinese: the recurring headings and terms of CONTRIBUTING.md's
 * terminology table have one translation each, and the calques that slipped
 * into earlier translations do not come back. Headings are checked on the
 * doc pages, wording on the doc pages and the blog posts.
 */
import {headingsOf, parseMdx} from '@site/src/utils/markdownUtils';
import {ZH_BLOG_DIR, ZH_DOCS_DIR, listDocs, readDoc} from './docsFiles';

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
  // "coding agent" is 编程智能体 (智能体 once the context is clear). The English word
  // stays only in the name of the Agent Skills format.
  [/编程\s*agent/i, '编程智能体'],
  [/(?<![\w-])Agent(?!\s*Skills?\b)/, '编程智能体 (or 智能体)'],
  // A skill for coding agents is a Skill, with no plural, as Chinese nouns have none.
  [/技能/, 'Skill'],
  [/(?<!Agent\s?)\bSkills\b/, 'Skill'],
];

const pages = listDocs(ZH_DOCS_DIR);
const wordingSources = [
  ...pages.map((file) => ({label: file, dir: ZH_DOCS_DIR, file})),
  ...listDocs(ZH_BLOG_DIR).map((file) => ({label: `blog/${file}`, dir: ZH_BLOG_DIR, file})),
];

describe('Chinese terminology', () => {
  const isBanned = (text: string) => BANNED_WORDING.some(([pattern]) => pattern.test(text));

  it('the coding agent and Skill rules catch the old wording and spare names and paths', () => {
    expect(
      ['编程 Agent 会先读取它', '告诉 Agent 项目如何构建', '安装可选的 Skills', '可选技能'].filter(
        (text) => !isBanned(text),
      ),
    ).toEqual([]);
    expect(
      [
        '支持 Agent Skills 的编程智能体',
        'Skill 会被复制到 `.agents/skills/<name>/`',
        '根目录下的 AGENTS.md',
        '`npx skills add rstackjs/agent-skills`',
      ].filter(isBanned),
    ).toEqual([]);
  });

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

  it.each(wordingSources)('$label: no banned wording', ({dir, file}) => {
    const found = readDoc(dir, file)
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
