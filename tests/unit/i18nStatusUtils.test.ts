import {
  compareHeadings,
  formatDate,
  formatReport,
  freshness,
  headingSignature,
  pageFiles,
  pageStatus,
  parseLastChangeTimes,
  type PageStatus,
} from '@site/scripts/lib/i18nStatusUtils';

const EN = `---
title: 'Quick start'
---

Intro.

## Install {#install}

\`\`\`md
## Not a heading {#code}
\`\`\`

### With pnpm {#pnpm}

## Build {#build}
`;

const ZH = `---
title: '快速上手'
---

简介。

## 安装 {#install}

### 使用 pnpm {#pnpm}

## 构建 {#build}
`;

describe('i18n status', () => {
  describe('headings', () => {
    it('lists heading ids in order, skipping code blocks', () => {
      expect(headingSignature(EN)).toEqual(['h2 #install', 'h3 #pnpm', 'h2 #build']);
    });

    it('names a heading without an id by its text', () => {
      expect(headingSignature('## Plain heading')).toEqual(['h2 (no id) Plain heading']);
    });

    it('says why a page MDX cannot read has no headings', () => {
      expect(compareHeadings(EN, `${ZH}\n\n<Tabs>`)).toMatch(
        /^heading 1: en h2 #install, zh unreadable MDX \(Expected a closing tag for `<Tabs>` \(\d+:\d+/,
      );
    });

    it('accepts a translation with the same ids whatever its text', () => {
      expect(compareHeadings(EN, ZH)).toBeNull();
    });

    it('reports the first differing heading', () => {
      expect(compareHeadings(EN, ZH.replace('{#pnpm}', '{#pnpm-install}'))).toBe(
        'heading 2: en h3 #pnpm, zh h3 #pnpm-install',
      );
      expect(compareHeadings(EN, ZH.replace('### 使用', '## 使用'))).toBe(
        'heading 2: en h3 #pnpm, zh h2 #pnpm',
      );
    });

    it('reports a heading missing on one side', () => {
      expect(compareHeadings(EN, ZH.replace('## 构建 {#build}', ''))).toBe(
        'heading 3: en h2 #build, zh (none)',
      );
      expect(compareHeadings(`${EN}\n## More {#more}`, EN)).toBe(
        'heading 4: en h2 #more, zh (none)',
      );
    });
  });

  describe('commit times', () => {
    it("takes each file's newest commit from a log that lists the newest first", () => {
      const log = '\u00001763900300\n\ndocs/a.mdx\n\u00001763900200\n\ndocs/b.mdx\ndocs/a.mdx\n';
      expect(parseLastChangeTimes(log)).toEqual(
        new Map([
          ['docs/a.mdx', 1763900300],
          ['docs/b.mdx', 1763900200],
        ]),
      );
    });

    it.each(['', null, undefined, 'fatal: not a git repository', '\u00000\n\ndocs/a.mdx\n'])(
      'reads no time from %j',
      (output) => {
        expect(parseLastChangeTimes(output)).toEqual(new Map());
      },
    );

    it('is stale only when the translation is older than its source', () => {
      expect(freshness(200, 100)).toBe('stale');
      expect(freshness(100, 100)).toBe('current');
      expect(freshness(100, 200)).toBe('current');
      expect(freshness(null, 100)).toBe('unknown');
      expect(freshness(100, null)).toBe('unknown');
    });

    it('prints UTC dates with minutes', () => {
      expect(formatDate(0)).toBe('1970-01-01 00:00');
    });
  });

  describe('pageStatus', () => {
    const page = {file: 'guide/start/quick-start.mdx', en: EN, zh: ZH, enTime: 100, zhTime: 200};

    it('is ok when translated, matching and newer', () => {
      expect(pageStatus(page)).toEqual({
        file: page.file,
        state: 'ok',
        freshness: 'current',
        detail: null,
      });
    });

    it('is stale when the English page changed after the translation', () => {
      expect(pageStatus({...page, enTime: 86_400 * 2, zhTime: 86_400})).toMatchObject({
        state: 'stale',
        detail: 'zh 1970-01-02 00:00, en changed 1970-01-03 00:00',
      });
    });

    it('is ok with an unknown age when there is no history', () => {
      expect(pageStatus({...page, enTime: null, zhTime: null})).toMatchObject({
        state: 'ok',
        freshness: 'unknown',
      });
    });

    it('is missing without a Chinese page', () => {
      expect(pageStatus({...page, zh: null, zhTime: null})).toMatchObject({state: 'missing'});
    });

    it('reports a heading mismatch before staleness', () => {
      expect(
        pageStatus({...page, zh: ZH.replace('{#build}', '{#goujian}'), enTime: 300}),
      ).toMatchObject({state: 'headings', detail: 'heading 3: en h2 #build, zh h2 #goujian'});
    });

    it('marks a Chinese page without an English source', () => {
      expect(pageStatus({...page, en: null, enTime: null})).toMatchObject({state: 'extra'});
    });

    it('merges both languages file lists', () => {
      expect(pageFiles(['b.mdx', 'a.mdx'], ['a.mdx', 'c.mdx'])).toEqual([
        'a.mdx',
        'b.mdx',
        'c.mdx',
      ]);
    });
  });

  describe('formatReport', () => {
    const status = (file: string, state: PageStatus['state'], detail: string | null = null) =>
      ({file, state, freshness: state === 'stale' ? 'stale' : 'current', detail}) as PageStatus;

    it('passes with stale pages and says so in the summary', () => {
      const report = formatReport([status('a.mdx', 'ok'), status('b.mdx', 'stale', 'dates')]);
      expect(report.failed).toBe(false);
      expect(report.lines).toEqual(['  ok        a.mdx', '  stale     b.mdx  (dates)']);
      expect(report.summary).toBe(
        '2 pages: 1 up to date, 1 stale, 0 missing, 0 heading-id mismatches',
      );
    });

    it('fails on a missing page or a heading mismatch', () => {
      expect(formatReport([status('a.mdx', 'missing')]).failed).toBe(true);
      const report = formatReport([
        status('a.mdx', 'headings', 'heading 1'),
        status('b.mdx', 'ok'),
      ]);
      expect(report.failed).toBe(true);
      expect(report.summary).toContain('1 heading-id mismatch');
      expect(report.lines[0]).toBe('  HEADINGS  a.mdx  (heading 1)');
    });

    it('does not fail on an extra Chinese page, and does not count it as a page', () => {
      const report = formatReport([status('a.mdx', 'ok'), status('x.mdx', 'extra')]);
      expect(report.failed).toBe(false);
      expect(report.summary).toMatch(/^1 page: .*1 without an English source$/);
    });

    it('lists only the pages that need work on request', () => {
      const report = formatReport([status('a.mdx', 'ok'), status('b.mdx', 'missing')], {
        onlyProblems: true,
      });
      expect(report.lines).toEqual(['  MISSING   b.mdx']);
    });

    it('says why ages are unknown', () => {
      const unknown: PageStatus = {file: 'a.mdx', state: 'ok', freshness: 'unknown', detail: null};
      const report = formatReport([unknown], {historyNote: 'shallow clone'});
      expect(report.lines).toEqual(['  ok        a.mdx  (age unknown)']);
      expect(report.summary).toBe(
        '1 page: 0 up to date, 0 stale, 0 missing, 0 heading-id mismatches, 1 translated, age unknown (shallow clone)',
      );
      expect(report.failed).toBe(false);
    });
  });
});
