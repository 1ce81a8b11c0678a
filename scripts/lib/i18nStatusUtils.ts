/**
 * The translation report of `npm run i18n:status`, as pure functions: sources and
 * commit times in, one status per page and a summary out. The script
 * (scripts/i18n-status.ts) does the reading and the git calls.
 */
import {headingsOf, parseMdx} from '@site/src/utils/markdownUtils';

/**
 * - `ok`: translated, same heading ids, not older than its English source
 * - `stale`: translated, same heading ids, but the English page changed after it
 * - `missing`: no Chinese page
 * - `headings`: the heading ids differ from the English page's
 * - `extra`: a Chinese page with no English source
 */
export type PageState = 'ok' | 'stale' | 'missing' | 'headings' | 'extra';

/** Whether the translation is older than its source; `unknown` without usable git history. */
export type Freshness = 'current' | 'stale' | 'unknown';

export interface PageInput {
  /** Relative to the docs folder, e.g. `guide/start/index.mdx`. */
  file: string;
  /** The English source, or null when there is none. */
  en: string | null;
  /** The Chinese source, or null when there is none. */
  zh: string | null;
  /** Unix seconds of the last commit that changed each file, or null when unknown. */
  enTime: number | null;
  zhTime: number | null;
}

export interface PageStatus {
  file: string;
  state: PageState;
  freshness: Freshness;
  /** What differs, for `headings`; the dates, for `stale`. */
  detail: string | null;
}

/**
 * A page's headings as `h2 #id` (or `h2 (no id) Text`), in order; a page MDX
 * cannot read has one entry saying why, so the report names the page.
 */
export function headingSignature(source: string): string[] {
  let tree;
  try {
    tree = parseMdx(source);
  } catch (error) {
    return [`unreadable MDX (${error instanceof Error ? error.message : String(error)})`];
  }
  return headingsOf(tree).map((heading) =>
    heading.explicitId === null
      ? `h${heading.depth} (no id) ${heading.text}`
      : `h${heading.depth} #${heading.explicitId}`,
  );
}

/** Null when both pages have the same heading ids in the same order, else what differs first. */
export function compareHeadings(en: string, zh: string): string | null {
  const enHeadings = headingSignature(en);
  const zhHeadings = headingSignature(zh);
  const length = Math.max(enHeadings.length, zhHeadings.length);
  for (let index = 0; index < length; index += 1) {
    const enHeading = enHeadings[index];
    const zhHeading = zhHeadings[index];
    if (enHeading !== zhHeading) {
      return `heading ${index + 1}: en ${enHeading ?? '(none)'}, zh ${zhHeading ?? '(none)'}`;
    }
  }
  return null;
}

/**
 * Reads `git log --format=%x00%ct --name-only` output (newest commit first):
 * each file's last change, as a Unix time, by its path from the repository root.
 * Output that is not such a log (an error message, nothing) gives no times.
 */
export function parseLastChangeTimes(output: string | null | undefined): Map<string, number> {
  const times = new Map<string, number>();
  for (const commit of (output ?? '').split('\0').slice(1)) {
    const [time, ...files] = commit.split('\n');
    const seconds = /^\d+$/.test(time) ? Number(time) : 0;
    if (seconds <= 0) {
      continue;
    }
    for (const file of files) {
      if (file && !times.has(file)) {
        times.set(file, seconds);
      }
    }
  }
  return times;
}

export function freshness(enTime: number | null, zhTime: number | null): Freshness {
  if (enTime === null || zhTime === null) {
    return 'unknown';
  }
  return zhTime < enTime ? 'stale' : 'current';
}

/** `2026-11-23 12:40`, in UTC. */
export function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

export function pageStatus(input: PageInput): PageStatus {
  const age = freshness(input.enTime, input.zhTime);
  const base = {file: input.file, freshness: age};
  if (input.en === null) {
    return {...base, state: 'extra', detail: 'no English source'};
  }
  if (input.zh === null) {
    return {...base, freshness: 'unknown', state: 'missing', detail: null};
  }
  const difference = compareHeadings(input.en, input.zh);
  if (difference !== null) {
    return {...base, state: 'headings', detail: difference};
  }
  if (age === 'stale') {
    return {
      ...base,
      state: 'stale',
      detail: `zh ${formatDate(input.zhTime!)}, en changed ${formatDate(input.enTime!)}`,
    };
  }
  return {...base, state: 'ok', detail: null};
}

/** Every page of either language once, sorted. */
export function pageFiles(enFiles: readonly string[], zhFiles: readonly string[]): string[] {
  return [...new Set([...enFiles, ...zhFiles])].sort();
}

const LABELS: Record<PageState, string> = {
  ok: 'ok',
  stale: 'stale',
  missing: 'MISSING',
  headings: 'HEADINGS',
  extra: 'extra',
};

export interface StatusReport {
  lines: string[];
  summary: string;
  /** True when CI must fail: a missing page or a heading-id mismatch. */
  failed: boolean;
}

function count(statuses: readonly PageStatus[], state: PageState): number {
  return statuses.filter((status) => status.state === state).length;
}

function plural(value: number, one: string, other = `${one}s`): string {
  return `${value} ${value === 1 ? one : other}`;
}

/**
 * One line per page (or only the pages that need work, with `onlyProblems`)
 * and a summary line. `historyNote` says why ages are unknown, when they are.
 */
export function formatReport(
  statuses: readonly PageStatus[],
  {
    onlyProblems = false,
    historyNote = null,
  }: {onlyProblems?: boolean; historyNote?: string | null} = {},
): StatusReport {
  const width = Math.max(...Object.values(LABELS).map((label) => label.length));
  const lines = statuses
    .filter((status) => !onlyProblems || status.state !== 'ok')
    .map((status) => {
      const label = LABELS[status.state].padEnd(width);
      const age = status.state === 'ok' && status.freshness === 'unknown' ? '  (age unknown)' : '';
      const detail = status.detail ? `  (${status.detail})` : '';
      return `  ${label}  ${status.file}${detail}${age}`;
    });
  const ok = statuses.filter((status) => status.state === 'ok');
  const unknown = ok.filter((status) => status.freshness === 'unknown').length;
  const parts = [
    `${ok.length - unknown} up to date`,
    `${count(statuses, 'stale')} stale`,
    `${count(statuses, 'missing')} missing`,
    plural(count(statuses, 'headings'), 'heading-id mismatch', 'heading-id mismatches'),
  ];
  if (unknown > 0) {
    parts.push(`${unknown} translated, age unknown${historyNote ? ` (${historyNote})` : ''}`);
  }
  if (count(statuses, 'extra') > 0) {
    parts.push(`${count(statuses, 'extra')} without an English source`);
  }
  const total = statuses.filter((status) => status.state !== 'extra').length;
  return {
    lines,
    summary: `${plural(total, 'page')}: ${parts.join(', ')}`,
    failed: statuses.some((status) => status.state === 'missing' || status.state === 'headings'),
  };
}
