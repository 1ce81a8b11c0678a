/**
 * Page budgets: serves the built site, then for the landing page, a guide
 * page, a config page, a code-heavy solution page and a blog post in each
 * language prints the first-load bytes by type (bodies as sent, gzip; headers
 * apart) with the request count, and the median Lighthouse scores of 3 runs,
 * mobile and desktop, with the machine's benchmark index (Lighthouse's
 * simulated phone is this machine slowed down, so a busy host scores lower:
 * the mobile performance and TBT budgets are judged only at a benchmark index
 * of 1500 or more). Exits non-zero when a budget is missed.
 * `npm run bench:pages` installs a Chinese font first when the machine has none
 * (scripts/ensure-cjk-font.sh). `--no-lighthouse` measures the first loads
 * alone (seconds rather than minutes), judging only their budget.
 *
 * Usage: npm run bench:pages [-- --dir build --runs 3 --no-lighthouse]
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs, promisify} from 'node:util';
import type {AddressInfo} from 'node:net';
import {chromium} from 'playwright-core';
import {LOCALES, localizedPath} from '../src/data/locales';
import {createStaticServer} from './hosting/staticServer';
import {
  budgetJudged,
  budgetMet,
  formatBudget,
  formatKilobytes,
  formatMetric,
  median,
  summarizeLoad,
  type Budget,
  type ResourceRecord,
} from './lib/benchUtils';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Lighthouse lives in tools/, which `npm run bench:pages` installs: the site and its tests do without it.
const fromTools = createRequire(path.resolve('tools/package.json'));
const run = promisify(execFile);
const PAGES = [
  '/',
  '/guide/start/quick-start',
  '/config/lib/format',
  '/guide/solution/vue',
  '/blog/rslib-v1',
];
const FIRST_LOAD_BYTES = 170 * 1024;
const MOBILE_TBT_MS = 200;
/** Below this benchmark index the machine is too slow for its mobile timings to judge the site. */
const MIN_BENCHMARK_INDEX = 1500;
const SCORE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
type Category = keyof typeof SCORE_BUDGETS;
/** The metrics behind the performance score, printed to tell why it moves. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    runs: {type: 'string', default: '3'},
    lighthouse: {type: 'boolean', default: true},
  },
  allowNegative: true,
});

async function firstLoad(url: string): Promise<ResourceRecord[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox']});
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  // A returning reader: the first-visit language redirect would measure the other language's page.
  await context.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  const resources: Promise<ResourceRecord>[] = [];
  page.on('requestfinished', (request) => {
    resources.push(
      request.sizes().then((sizes) => ({
        type: request.resourceType(),
        bodyBytes: sizes.responseBodySize,
        headerBytes: sizes.responseHeadersSize,
      })),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // The page's own chunks are asked for once main.js has run, which on a busy
  // machine can be after a quiet half second: the load ends with hydration.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const records = await Promise.all(resources);
  await browser.close();
  return records;
}

/**
 * One Lighthouse run through its CLI in a child process: loaded in-process
 * through tsx, Lighthouse's page-side functions carry esbuild's `__name`
 * helper into the browser, where it does not exist.
 */
interface LighthouseRun {
  scores: Record<Category, number>;
  /** Milliseconds, but CLS, which is unitless. */
  metrics: Record<Metric, number>;
  /**
   * Lighthouse's measure of this machine's speed at the time (higher is faster):
   * its simulated mobile timings scale with it, so a busy host scores lower.
   */
  benchmarkIndex: number;
}

async function lighthouseRun(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseRun> {
  const constants = pathToFileURL(fromTools.resolve('lighthouse/core/config/constants.js'));
  const {userAgents} = (await import(constants.href)) as {
    userAgents: Record<'mobile' | 'desktop', string>;
  };
  const args = [
    fromTools.resolve('lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--quiet',
    `--only-categories=${Object.keys(SCORE_BUDGETS).join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    // Lighthouse's own user agent no longer names it; named, the first-visit
    // language redirect leaves it on the page asked for (as the original site's did).
    `--emulated-user-agent=${userAgents[formFactor]} Chrome-Lighthouse`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const {stdout} = await run(process.execPath, args, {
    env: {...process.env, CHROME_PATH: CHROMIUM},
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as {
    categories: Record<string, {score: number | null}>;
    audits: Record<string, {numericValue?: number}>;
    environment: {benchmarkIndex: number};
  };
  return {
    scores: Object.fromEntries(
      Object.keys(SCORE_BUDGETS).map((id) => [
        id,
        Math.round((report.categories[id]?.score ?? 0) * 100),
      ]),
    ) as Record<Category, number>,
    metrics: Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((metric) => [
        metric,
        report.audits[METRICS[metric]]?.numericValue ?? Number.NaN,
      ]),
    ) as Record<Metric, number>,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/**
 * Whether the machine has a font for Chinese. Without one, Chromium lays the zh
 * pages out with fallback boxes after a font search per character, layout time
 * no reader's device spends (every phone has a CJK font).
 */
async function hasChineseFont(): Promise<boolean> {
  try {
    const {stdout} = await run('fc-list', [':lang=zh', 'family']);
    return stdout.trim() !== '';
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (!(await hasChineseFont())) {
    console.warn(
      'No Chinese font on this machine (fc-list :lang=zh is empty): the zh figures carry layout ' +
        'time no reader pays. Install one (Debian: fonts-noto-cjk) for figures that represent them.',
    );
  }
  const server = createStaticServer(path.resolve(values.dir!));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const runs = Number(values.runs);
  const budgets: Budget[] = [];

  for (const locale of LOCALES) {
    for (const page of PAGES) {
      const pagePath = localizedPath(page, locale);
      const url = `${origin}${pagePath}`;
      console.log(`\n${pagePath}`);
      const load = summarizeLoad(await firstLoad(url));
      const byType = Object.entries(load.bytesByType)
        .sort(([, a], [, b]) => b - a)
        .map(([type, bytes]) => `${type} ${formatKilobytes(bytes)}`)
        .join(', ');
      console.log(
        `  first load: ${formatKilobytes(load.totalBytes)} in ${load.requests} requests (${byType}),` +
          ` plus ${formatKilobytes(load.headerBytes)} of HTTP/1.1 headers`,
      );
      budgets.push({
        name: `${pagePath} first-load KB`,
        actual: Math.round(load.totalBytes / 1024),
        limit: FIRST_LOAD_BYTES / 1024,
        kind: 'max',
      });
      if (!values.lighthouse) {
        continue;
      }
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const samples: LighthouseRun[] = [];
        for (let run = 0; run < runs; run += 1) {
          samples.push(await lighthouseRun(url, formFactor));
        }
        const medians = Object.fromEntries(
          (Object.keys(SCORE_BUDGETS) as Category[]).map((id) => [
            id,
            median(samples.map((sample) => sample.scores[id])),
          ]),
        ) as Record<Category, number>;
        const metrics = Object.fromEntries(
          (Object.keys(METRICS) as Metric[]).map((metric) => [
            metric,
            median(samples.map((sample) => sample.metrics[metric])),
          ]),
        ) as Record<Metric, number>;
        const benchmarkIndex = median(samples.map((sample) => sample.benchmarkIndex));
        console.log(
          `  lighthouse ${formFactor} (median of ${runs}): ` +
            (Object.keys(medians) as Category[]).map((id) => `${id} ${medians[id]}`).join(', ') +
            ` (benchmark index ${Math.round(benchmarkIndex)})`,
        );
        console.log(
          `    metrics (medians): ` +
            (Object.keys(METRICS) as Metric[])
              .map((metric) => formatMetric(metric, metrics[metric]))
              .join(', '),
        );
        for (const id of Object.keys(SCORE_BUDGETS) as Category[]) {
          // The performance budget is set for mobile; desktop scores higher.
          if (id === 'performance' && formFactor === 'desktop') {
            continue;
          }
          budgets.push({
            name: `${pagePath} ${formFactor} ${id}`,
            actual: medians[id],
            limit: SCORE_BUDGETS[id],
            kind: 'min',
            // Timing-based: judged on a machine fast enough, with its index beside it.
            ...(id === 'performance'
              ? {benchmarkIndex, minBenchmarkIndex: MIN_BENCHMARK_INDEX}
              : {}),
          });
        }
        if (formFactor === 'mobile') {
          budgets.push({
            name: `${pagePath} mobile TBT ms`,
            actual: Math.round(metrics.TBT),
            limit: MOBILE_TBT_MS,
            kind: 'max',
            benchmarkIndex,
            minBenchmarkIndex: MIN_BENCHMARK_INDEX,
          });
        }
      }
    }
  }
  server.close();

  console.log('\nBudgets');
  for (const budget of budgets) {
    console.log(`  ${formatBudget(budget)}`);
  }
  const missed = budgets.filter((budget) => budgetJudged(budget) && !budgetMet(budget));
  console.log(missed.length === 0 ? '\nAll budgets met.' : `\n${missed.length} budget(s) missed.`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
