/**
 * The flags of the `rslib` commands: which ones each command accepts (its
 * `--help`), where the CLI page documents each one, and where they are
 * written in a shell sample. Pure functions.
 */
import type {List, Nodes, Paragraph, PhrasingContent, Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {headingsOf, type MarkdownHeading} from '../../utils/markdownUtils';
import {firstSentence} from './referenceUtils';

/** The commands whose flags are linked; `rslib` alone runs `build`. */
export const CLI_COMMANDS = ['build', 'inspect', 'mf-dev'] as const;
export type CliCommand = (typeof CLI_COMMANDS)[number];
const DEFAULT_COMMAND: CliCommand = 'build';

const FLAG = /(?<![\w-])--?[a-z][\w-]*/g;

/** Every long and short flag in a cac `--help` listing, with the `--no-*` forms it mentions. */
export function flagsOfHelp(help: string): string[] {
  const options = help.split('Options:')[1] ?? '';
  const flags = new Set<string>();
  for (const line of options.split('\n')) {
    const usage = line.trim().split(/\s{2,}/)[0] ?? '';
    for (const flag of usage.matchAll(FLAG)) {
      flags.add(flag[0]);
    }
    for (const negated of line.matchAll(/--no-[a-z][\w-]*/g)) {
      flags.add(negated[0]);
    }
  }
  return [...flags].sort();
}

/** Where the CLI page documents a flag, and what it says of it. */
export interface CliFlagEntry {
  /** The heading id of its section. */
  id: string;
  /** The flag as the page writes it, with its value and aliases: `-w, --watch`, `--format <format>`. */
  usage: string;
  /** The first sentence the page gives it, after the option it sets when the table names one. */
  description: string;
}

/** Flags documented on the CLI page, by flag (`--watch`, `-w`, `--no-dts`). */
export type CliFlagEntries = Record<string, CliFlagEntry>;

function asParagraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

/** Same-page anchors a node links to (`[watch mode](#watch)`). */
function anchorsIn(node: Nodes): string[] {
  if (node.type === 'link') {
    return node.url.startsWith('#') ? [node.url.slice(1)] : [];
  }
  return 'children' in node ? node.children.flatMap((child) => anchorsIn(child as Nodes)) : [];
}

/**
 * The section a flag belongs to: a same-page section its entry links to, else
 * a subsection of the entry's part of the page (under the same `##`) whose
 * heading names one of its flags (`Build only some lib items with --lib`), else the
 * section the entry is written in.
 */
function sectionFor(
  flags: string[],
  anchors: string[],
  headings: MarkdownHeading[],
  line: number,
): string | null {
  const linked = anchors.find((anchor) => headings.some((heading) => heading.id === anchor));
  if (linked) {
    return linked;
  }
  const before = headings.filter((heading) => heading.line < line);
  const own = before.at(-1);
  if (!own) {
    return null;
  }
  const part = before.filter((heading) => heading.depth <= 2).at(-1);
  const partStart = part ? headings.indexOf(part) + 1 : 0;
  const partEnd = headings.findIndex(
    (heading, index) => index >= partStart && heading.line > line && heading.depth <= 2,
  );
  const naming = headings
    .slice(partStart, partEnd === -1 ? headings.length : partEnd)
    .find((heading) =>
      flags.some((flag) => new RegExp(`(^|\\s)${flag}(?![\\w-])`).test(heading.text)),
    );
  return naming?.id ?? own.id;
}

/** The flags of one written usage: `--bundle` / `--no-bundle` cells hold two usages. */
function flagsOfUsage(usage: string): string[] {
  return [...usage.matchAll(FLAG)].map((match) => match[0]);
}

/**
 * The flags the CLI page documents: each row of a table whose first cell
 * writes flags (`-w, --watch`), and each list item that starts with them,
 * with the section that covers it and its first sentence. A flag documented
 * twice keeps its first entry.
 */
export function cliFlagEntries(tree: Root): CliFlagEntries {
  const headings = headingsOf(tree);
  const entries: CliFlagEntries = {};
  const add = (
    usageCells: PhrasingContent[],
    anchorsFrom: Nodes,
    description: string,
    line: number,
  ) => {
    for (const usageNode of usageCells) {
      if (usageNode.type !== 'inlineCode') {
        continue;
      }
      const flags = flagsOfUsage(usageNode.value);
      const id = sectionFor(flags, anchorsIn(anchorsFrom), headings, line);
      for (const flag of flags) {
        if (id && !(flag in entries)) {
          entries[flag] = {id, usage: usageNode.value, description};
        }
      }
    }
  };
  const visitTable = (table: Table) => {
    for (const row of table.children.slice(1)) {
      const [usage, ...rest] = row.children;
      const last = rest.at(-1);
      if (!usage || !last || !usage.children.some((node) => node.type === 'inlineCode')) {
        continue;
      }
      const sentence = firstSentence(asParagraph(last.children));
      const sets = rest.length > 1 ? toString(rest[0]).trim() : '';
      const description = sets ? `${sets} — ${sentence}` : sentence;
      add(usage.children, row, description, row.position?.start.line ?? 0);
    }
  };
  const visitList = (list: List) => {
    for (const item of list.children) {
      const paragraph = item.children[0];
      if (paragraph?.type !== 'paragraph' || paragraph.children[0]?.type !== 'inlineCode') {
        continue;
      }
      const flagged = paragraph.children[0];
      if (flagsOfUsage(flagged.value).length === 0 || !/^-/.test(flagged.value)) {
        continue;
      }
      add([flagged], paragraph, firstSentence(paragraph), item.position?.start.line ?? 0);
    }
  };
  for (const node of tree.children) {
    if (node.type === 'table') {
      visitTable(node);
    } else if (node.type === 'list') {
      visitList(node);
    }
  }
  return entries;
}

/** A flag as written in a shell sample, with the command it was given to. */
export interface ShellFlag {
  start: number;
  end: number;
  flag: string;
  command: CliCommand;
  /** 1-based line of the code. */
  line: number;
}

/** `rslib` as a command word: not `@rslib/core`, `create-rslib`, `rslib.config.ts` or `rslib@latest`. */
const RSLIB_WORD = /(?<![\w@/.-])rslib(?![\w@/.-])/g;
/** Where a shell command ends: a newline without a line continuation, an operator or a comment. */
const COMMAND_END = /^(?:\n|&&|\|\||[;|&)]|#)/;

/**
 * The flags given to `rslib` in shell code (`npx rslib build --watch`,
 * `pnpm rslib inspect --lib esm`), with their offsets. Values (`esm`),
 * `--flag=value` values, everything after `--`, and comments are left out.
 */
export function shellFlags(code: string): ShellFlag[] {
  const found: ShellFlag[] = [];
  const lineAt = (offset: number) => code.slice(0, offset).split('\n').length;
  for (const match of code.matchAll(RSLIB_WORD)) {
    const lineStart = code.lastIndexOf('\n', match.index) + 1;
    if (/(^|\s)#/.test(code.slice(lineStart, match.index))) {
      continue;
    }
    let offset = match.index + match[0].length;
    let command: CliCommand | null = null;
    let first = true;
    while (offset < code.length) {
      const space = /^(?:[ \t]|\\\n)+/.exec(code.slice(offset));
      offset += space?.[0].length ?? 0;
      const rest = code.slice(offset);
      if (rest === '' || COMMAND_END.test(rest)) {
        break;
      }
      const word = /^[^\s;|&)]+/.exec(rest)![0];
      if (first && !word.startsWith('-')) {
        command = (CLI_COMMANDS as readonly string[]).includes(word) ? (word as CliCommand) : null;
        if (!command) {
          break;
        }
      } else if (word === '--') {
        break;
      } else if (word.startsWith('-')) {
        const flag = word.split('=')[0];
        found.push({
          start: offset,
          end: offset + flag.length,
          flag,
          command: command ?? DEFAULT_COMMAND,
          line: lineAt(offset),
        });
      }
      first = false;
      offset += word.length;
    }
  }
  return found;
}
