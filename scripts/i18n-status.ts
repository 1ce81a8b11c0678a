/**
 * Translation status for the people who keep i18n/zh up to date: per page,
 * whether the Chinese page exists, has the English page's heading ids, and is
 * newer than the last change to its English source (from git history).
 * Exits 1 on a missing page or a heading-id mismatch; stale pages are reported only.
 * Usage: tsx scripts/i18n-status.ts [--problems]   (--problems: list only pages that need work)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {listFiles} from './lib/files';
import {
  formatReport,
  pageFiles,
  pageStatus,
  parseLastChangeTimes,
  type PageStatus,
} from './lib/i18nStatusUtils';

const SITE_DIR = path.resolve(__dirname, '..');
const EN_DIR = 'docs';
const ZH_DIR = 'i18n/zh/docusaurus-plugin-content-docs/current';

function listDocs(dir: string): string[] {
  const root = path.join(SITE_DIR, dir);
  if (!fs.existsSync(root)) {
    return [];
  }
  return listFiles(root).filter((file) => /\.mdx?$/.test(file));
}

function readDoc(dir: string, file: string): string | null {
  try {
    return fs.readFileSync(path.join(SITE_DIR, dir, file), 'utf8');
  } catch {
    return null;
  }
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: SITE_DIR,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/** Why commit times cannot be trusted here, or null when they can. */
function historyProblem(): string | null {
  const shallow = git(['rev-parse', '--is-shallow-repository']);
  if (shallow === null) {
    return 'no git history';
  }
  return shallow.trim() === 'true' ? 'shallow clone: run `git fetch --unshallow`' : null;
}

/** The last commit time of every file of the two folders, from one walk of the history. */
function lastChangeTimes(): Map<string, number> {
  return parseLastChangeTimes(
    git(['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', EN_DIR, ZH_DIR]),
  );
}

function main(): void {
  const {values} = parseArgs({options: {problems: {type: 'boolean', default: false}}});
  const enFiles = listDocs(EN_DIR);
  const zhFiles = listDocs(ZH_DIR);
  const problem = historyProblem();
  const times = problem === null ? lastChangeTimes() : new Map<string, number>();
  const time = (dir: string, file: string) => times.get(`${dir}/${file}`) ?? null;

  const statuses: PageStatus[] = pageFiles(enFiles, zhFiles).map((file) =>
    pageStatus({
      file,
      en: readDoc(EN_DIR, file),
      zh: readDoc(ZH_DIR, file),
      enTime: time(EN_DIR, file),
      zhTime: time(ZH_DIR, file),
    }),
  );
  const report = formatReport(statuses, {onlyProblems: values.problems, historyNote: problem});

  console.log(`Translation status: ${EN_DIR}/ → ${ZH_DIR}/\n`);
  for (const line of report.lines) {
    console.log(line);
  }
  console.log(`\n${report.summary}`);
  if (report.failed) {
    console.error(
      '\nA Chinese page is missing or its heading ids differ from the English page: see README.md, "For translators".',
    );
    process.exitCode = 1;
  }
}

main();
