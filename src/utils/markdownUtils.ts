/**
 * Reading our MDX sources as text: headings, code blocks and prose.
 * Pure functions (no file system, no React), shared by the build-time plugins
 * and the content checks in tests/content.
 */

export interface MarkdownHeading {
  depth: number;
  /** The heading text as written, without the `{#id}` suffix. */
  text: string;
  /** The explicit `{#id}`, or null when the heading has none. */
  id: string | null;
  /** 1-based line number in the source given. */
  line: number;
}

export interface MarkdownCodeBlock {
  lang: string;
  meta: string;
  /** The `title="..."` of the fence, or null. */
  title: string | null;
  code: string;
  /** 1-based line number of the opening fence. */
  line: number;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** Splits `---` front matter from the body; the body keeps its line offset via `bodyStartLine`. */
export function splitFrontMatter(source: string): {
  frontMatter: string;
  body: string;
  bodyStartLine: number;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) {
    return {frontMatter: '', body: source, bodyStartLine: 1};
  }
  const frontMatter = match[1]!;
  const consumedLines = match[0].split('\n').length - 1;
  return {
    frontMatter,
    body: source.slice(match[0].length),
    bodyStartLine: consumedLines + 1,
  };
}

interface Line {
  text: string;
  number: number;
  inCode: boolean;
}

/** Tags each line with whether it sits inside (or on the fence of) a code block. */
function classifyLines(source: string): Line[] {
  const lines = source.split(/\r?\n/);
  let fence: string | null = null;
  return lines.map((text, index) => {
    const open = FENCE_OPEN.exec(text);
    if (fence === null && open) {
      fence = open[2]!;
      return {text, number: index + 1, inCode: true};
    }
    if (fence !== null) {
      const trimmed = text.trim();
      if (trimmed.startsWith(fence[0]!.repeat(fence.length)) && /^[`~]+$/.test(trimmed)) {
        fence = null;
      }
      return {text, number: index + 1, inCode: true};
    }
    return {text, number: index + 1, inCode: false};
  });
}

/** Markdown headings outside code blocks, with their explicit ids. */
export function extractHeadings(source: string): MarkdownHeading[] {
  return classifyLines(source)
    .filter((line) => !line.inCode)
    .flatMap((line) => {
      const match = HEADING.exec(line.text);
      if (!match) {
        return [];
      }
      const raw = match[2]!;
      const idMatch = CUSTOM_ID.exec(raw);
      return [
        {
          depth: match[1]!.length,
          text: idMatch ? raw.slice(0, idMatch.index).trim() : raw.trim(),
          id: idMatch ? idMatch[1]! : null,
          line: line.number,
        },
      ];
    });
}

/** Reads `title="..."` (or `title='...'`) from a code fence's meta string. */
export function parseCodeTitle(meta: string): string | null {
  const match = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Fenced code blocks with their language, meta string and title. */
export function extractCodeBlocks(source: string): MarkdownCodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: MarkdownCodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE_OPEN.exec(lines[index]!);
    if (!open) {
      continue;
    }
    const [, indent, fence, info] = open as unknown as [string, string, string, string];
    const [lang = '', ...metaParts] = info.trim().split(/\s+/);
    const meta = metaParts.join(' ');
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const trimmed = lines[end]!.trim();
      if (trimmed.startsWith(fence) && /^[`~]+$/.test(trimmed)) {
        break;
      }
      body.push(lines[end]!.startsWith(indent) ? lines[end]!.slice(indent.length) : lines[end]!);
    }
    blocks.push({lang, meta, title: parseCodeTitle(meta), code: body.join('\n'), line: index + 1});
    index = end;
  }
  return blocks;
}

const CJK_CHAR = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

/**
 * The prose of a page: code blocks, ESM import/export lines, JSX tags, HTML
 * comments and link targets removed. What is left is what a reader reads as text.
 */
export function extractProse(body: string): string {
  const withoutCode = classifyLines(body)
    .filter((line) => !line.inCode)
    .map((line) => line.text)
    .filter((text) => !/^\s*(import|export)\s/.test(text))
    .join('\n');
  return withoutCode
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{#[^}]+\}/g, ' ');
}

/** English words in prose (inline code counts as words, as readers read it). */
export function countWords(prose: string): number {
  return (prose.replace(CJK_CHAR, ' ').match(/[A-Za-z0-9][A-Za-z0-9_'.-]*/g) ?? []).length;
}

/** Chinese characters in prose. */
export function countCjkCharacters(prose: string): number {
  return (prose.match(CJK_CHAR) ?? []).length;
}
