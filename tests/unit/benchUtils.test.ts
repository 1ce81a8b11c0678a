import {
  budgetJudged,
  budgetMet,
  formatBudget,
  formatMetric,
  median,
  summarizeLoad,
  type Budget,
} from '../../scripts/lib/benchUtils';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarizeLoad', () => {
  it('counts requests and adds body bytes per resource type, headers apart', () => {
    expect(
      summarizeLoad([
        {type: 'script', bodyBytes: 100, headerBytes: 7},
        {type: 'script', bodyBytes: 50, headerBytes: 7},
        {type: 'document', bodyBytes: 10, headerBytes: 9},
      ]),
    ).toEqual({
      requests: 3,
      totalBytes: 160,
      bytesByType: {script: 150, document: 10},
      headerBytes: 23,
    });
  });
});

describe('budgets', () => {
  it('treat max budgets as ceilings and min budgets as floors', () => {
    expect(budgetMet({name: 'bytes', actual: 200, limit: 200, kind: 'max'})).toBe(true);
    expect(budgetMet({name: 'bytes', actual: 201, limit: 200, kind: 'max'})).toBe(false);
    expect(budgetMet({name: 'score', actual: 94, limit: 95, kind: 'min'})).toBe(false);
    expect(formatBudget({name: 'score', actual: 99, limit: 95, kind: 'min'})).toBe(
      'ok   score: 99 (budget ≥ 95)',
    );
  });

  it('print the benchmark index beside a figure, and skip it on a machine slower than asked', () => {
    const tbt: Budget = {
      name: 'TBT ms',
      actual: 250,
      limit: 200,
      kind: 'max',
      minBenchmarkIndex: 1500,
    };
    const fast: Budget = {...tbt, benchmarkIndex: 1620.4};
    const slow: Budget = {...tbt, benchmarkIndex: 1210};
    expect(budgetJudged(fast)).toBe(true);
    expect(formatBudget(fast)).toBe('MISS TBT ms: 250 (budget ≤ 200, benchmark index 1620)');
    expect(budgetJudged(slow)).toBe(false);
    expect(formatBudget(slow)).toBe(
      'SKIP TBT ms: 250 (budget ≤ 200, benchmark index 1210 < 1500: not judged)',
    );
    expect(budgetJudged({name: 'bytes', actual: 1, limit: 2, kind: 'max'})).toBe(true);
  });
});

describe('formatMetric', () => {
  it('prints timings in whole milliseconds and the layout shift unitless', () => {
    expect(formatMetric('TBT', 204.4)).toBe('TBT 204 ms');
    expect(formatMetric('LCP', 2035.6)).toBe('LCP 2036 ms');
    expect(formatMetric('CLS', 0.0123)).toBe('CLS 0.012');
  });
});
