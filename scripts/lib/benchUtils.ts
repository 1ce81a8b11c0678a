/**
 * Pure helpers of the page benchmark: medians, byte summaries by resource
 * type, and the budget verdicts it prints.
 */

export interface ResourceRecord {
  type: string;
  /** Bytes on the wire (compressed body plus headers). */
  transferBytes: number;
}

export interface LoadSummary {
  requests: number;
  totalBytes: number;
  bytesByType: Record<string, number>;
}

export interface Budget {
  name: string;
  actual: number;
  limit: number;
  /** 'max': actual must not exceed limit; 'min': actual must reach it. */
  kind: 'max' | 'min';
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
    bytesByType[resource.type] = (bytesByType[resource.type] ?? 0) + resource.transferBytes;
  }
  return {
    requests: resources.length,
    totalBytes: resources.reduce((sum, resource) => sum + resource.transferBytes, 0),
    bytesByType,
  };
}

export function budgetMet(budget: Budget): boolean {
  return budget.kind === 'max' ? budget.actual <= budget.limit : budget.actual >= budget.limit;
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** One line per budget: ✓ or ✗, the figure and its limit. */
export function formatBudget(budget: Budget): string {
  const mark = budgetMet(budget) ? 'ok  ' : 'MISS';
  const sign = budget.kind === 'max' ? '≤' : '≥';
  return `${mark} ${budget.name}: ${budget.actual} (budget ${sign} ${budget.limit})`;
}
