/**
 * Pure helpers of the page benchmark: medians, byte summaries by resource
 * type, and the budget verdicts it prints.
 */

export interface ResourceRecord {
  type: string;
  /** The body as sent (gzip for text). */
  bodyBytes: number;
  /** The response headers. */
  headerBytes: number;
}

export interface LoadSummary {
  requests: number;
  /** Bodies as sent: what the page budget counts. */
  totalBytes: number;
  bytesByType: Record<string, number>;
  /**
   * Headers, told apart: HTTP/1.1 repeats them in full (the security headers
   * alone are 1.3 KB a response) where an HTTP/2 host compresses them away.
   */
  headerBytes: number;
}

export interface Budget {
  name: string;
  actual: number;
  limit: number;
  /** 'max': actual must not exceed limit; 'min': actual must reach it. */
  kind: 'max' | 'min';
  /**
   * Lighthouse's benchmark index of the machine when the figure was taken
   * (the median of the runs'), for figures that move with the machine's speed.
   */
  benchmarkIndex?: number;
  /** The lowest benchmark index at which the figure is judged; below it the budget is skipped. */
  minBenchmarkIndex?: number;
}

/** Whether the budget is judged: always, or when the machine was fast enough for its figure to count. */
export function budgetJudged(budget: Budget): boolean {
  return (
    budget.minBenchmarkIndex === undefined ||
    (budget.benchmarkIndex ?? 0) >= budget.minBenchmarkIndex
  );
}

export function median(values: number[]): number {
  if (values.length === 0) {
    return Number.NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarizeLoad(resources: ResourceRecord[]): LoadSummary {
  const bytesByType: Record<string, number> = {};
  for (const resource of resources) {
    bytesByType[resource.type] = (bytesByType[resource.type] ?? 0) + resource.bodyBytes;
  }
  return {
    requests: resources.length,
    totalBytes: resources.reduce((sum, resource) => sum + resource.bodyBytes, 0),
    bytesByType,
    headerBytes: resources.reduce((sum, resource) => sum + resource.headerBytes, 0),
  };
}

export function budgetMet(budget: Budget): boolean {
  return budget.kind === 'max' ? budget.actual <= budget.limit : budget.actual >= budget.limit;
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * A Lighthouse metric as printed: milliseconds, rounded, except the unitless
 * cumulative layout shift.
 */
export function formatMetric(name: string, value: number): string {
  return name === 'CLS' ? `CLS ${value.toFixed(3)}` : `${name} ${Math.round(value)} ms`;
}

/**
 * One line per budget: ok, MISS, or SKIP (a figure taken on a machine slower
 * than its budget asks), the figure, its limit and the benchmark index beside it.
 */
export function formatBudget(budget: Budget): string {
  const mark = !budgetJudged(budget) ? 'SKIP' : budgetMet(budget) ? 'ok  ' : 'MISS';
  const sign = budget.kind === 'max' ? '≤' : '≥';
  const index =
    budget.benchmarkIndex === undefined
      ? ''
      : `, benchmark index ${Math.round(budget.benchmarkIndex)}` +
        (budgetJudged(budget) ? '' : ` < ${budget.minBenchmarkIndex}: not judged`);
  return `${mark} ${budget.name}: ${budget.actual} (budget ${sign} ${budget.limit}${index})`;
}
