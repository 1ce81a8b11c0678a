import fs from 'node:fs';
import path from 'node:path';
import type {SiteLocale as Locale} from '../../src/data/locales';

/**
 * The query sets of `npm run bench:search`, one JSON file each in
 * scripts/search-queries/: per language, the queries and the pages expected to
 * answer them.
 */
export type QueryKind = 'topic' | 'body';

export interface QueryCase {
  query: string;
  /** Paths of the English pages that answer (the Chinese ones are under `/zh`). */
  expected: string[];
  /** `topic` (the default): the page's subject; `body`: words from its text. */
  kind?: QueryKind;
}

export type QuerySet = Record<Locale, QueryCase[]>;

export const QUERIES_DIR = path.join(__dirname, '../search-queries');

/**
 * The set written by a reader who had only the list of pages and that no one
 * tunes against: its figures are reported, never its misses.
 */
export const HELD_OUT_SET = 'untuned';

/** The names of the sets there are (their file names without `.json`). */
export function querySetNames(): string[] {
  return fs
    .readdirSync(QUERIES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.basename(file, '.json'));
}

export function readQuerySet(name: string): QuerySet {
  return JSON.parse(fs.readFileSync(path.join(QUERIES_DIR, `${name}.json`), 'utf8')) as QuerySet;
}
