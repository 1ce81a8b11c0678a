import path from 'node:path';
import {
  EN_DOCS_DIR,
  SITE_DIR,
  ZH_DOCS_DIR,
  allBlogSources,
  allDocSources,
  readDoc,
} from './docsFiles';

/**
 * create-rslib 1.x has five templates (node, react, vue, svelte, solid, each
 * -js or -ts), Rstest in every one and no test-runner choice. The 0.x names
 * (`node-esm`, `node-dual`, the dual ESM/CJS template, Vitest or Rstest as a
 * tool to pick) only belong on the 0.x to v1 upgrade page, as history.
 */
const HISTORY_PAGES = new Set(['guide/upgrade/v0-to-v1.mdx']);

/** What 0.x offered and 1.x does not, each with a name for the failure message. */
export const ZERO_X_ONLY: Array<[name: string, pattern: RegExp]> = [
  ['0.x template name', /\bnode-(?:dual|esm)(?:-(?:js|ts))?\b/i],
  ['0.x template label', /Node\.js (?:pure ESM|dual ESM\/CJS) package/i],
  ['dual template', /\bdual\b[^.\n|]{0,40}\btemplates?\b/i],
  ['dual template (zh)', /双格式[^。\n|]{0,12}模板/],
  ['test runner as a generator tool', /--tools[ =][\w,-]*\b(?:vitest|rstest)\b/i],
];

/** Vitest named in a paragraph about the generator, its templates or its tools. */
const GENERATOR_CONTEXT = /create-rslib|create rslib|generator|\btemplates?\b|--tools|生成器|模板/i;

/** Paragraphs (blocks between blank lines) of a page, with their first line number. */
function paragraphs(source: string): Array<{line: number; text: string}> {
  const result: Array<{line: number; text: string}> = [];
  let start = 0;
  const lines = source.split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (index > start) {
        result.push({line: start + 1, text: lines.slice(start, index).join('\n')});
      }
      start = index + 1;
    }
  });
  if (start < lines.length) {
    result.push({line: start + 1, text: lines.slice(start).join('\n')});
  }
  return result;
}

export function zeroXMentions(source: string): string[] {
  return paragraphs(source).flatMap(({line, text}) => {
    const found = ZERO_X_ONLY.filter(([, pattern]) => pattern.test(text)).map(
      ([name, pattern]) => `line ${line}: ${name} (${pattern.exec(text)![0]})`,
    );
    if (/vitest/i.test(text) && GENERATOR_CONTEXT.test(text)) {
      found.push(`line ${line}: Vitest as a generator choice`);
    }
    return found;
  });
}

describe('create-rslib 0.x leftovers', () => {
  it('are recognised', () => {
    expect(zeroXMentions('Run `create-rslib --template node-dual-ts`.')).toHaveLength(1);
    expect(zeroXMentions('Pick the dual ESM/CommonJS template.')).toHaveLength(1);
    expect(zeroXMentions('选择 ESM/CommonJS 双格式模板。')).toHaveLength(1);
    expect(zeroXMentions('The generator offers Rstest or Vitest.')).toHaveLength(1);
    expect(zeroXMentions('npx create-rslib my-lib -t react --tools vitest')).not.toHaveLength(0);
    expect(zeroXMentions('Select "Node.js pure ESM package".')).toHaveLength(1);
  });

  it('leave the current wording alone', () => {
    expect(zeroXMentions('The `node-ts` template builds a pure ESM package.')).toEqual([]);
    expect(
      zeroXMentions('A dual package ships ESM and CommonJS.\n\nVitest has a similar option.'),
    ).toEqual([]);
  });

  const sources = [...allDocSources(), ...allBlogSources()].map(
    ([lang, dir, file]) => [lang, path.relative(SITE_DIR, dir), file, dir] as const,
  );

  it.each(sources)(
    '%s %s/%s names no 0.x-only template, label or flag',
    (_lang, _folder, file, dir) => {
      const isHistory = HISTORY_PAGES.has(file) && (dir === EN_DOCS_DIR || dir === ZH_DOCS_DIR);
      expect(isHistory ? [] : zeroXMentions(readDoc(dir, file))).toEqual([]);
    },
  );
});
