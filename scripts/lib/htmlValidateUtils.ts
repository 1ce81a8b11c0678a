/**
 * Which built files the HTML validator reads, and how its findings are
 * reported. Pure: the script does the reading and the validating.
 */

/**
 * The pages to validate: every HTML file except the `<path>.html` copies the
 * build writes of `<path>/index.html` (the same bytes, validated once).
 */
export function pagesToValidate(files: readonly string[]): string[] {
  const present = new Set(files);
  return files
    .filter((file) => !(file.endsWith('.html') && present.has(`${file.slice(0, -5)}/index.html`)))
    .sort();
}

/** Splits files over `count` workers, round robin, none left empty. */
export function shareOut<T>(items: readonly T[], count: number): T[][] {
  const shares: T[][] = Array.from({length: Math.max(1, Math.min(count, items.length))}, () => []);
  items.forEach((item, index) => shares[index % shares.length].push(item));
  return shares;
}

export interface Finding {
  file: string;
  line: number;
  column: number;
  ruleId: string;
  message: string;
}

/** Findings per rule, most frequent first, each with its count and first place. */
export function summarizeFindings(findings: readonly Finding[]): string[] {
  const byRule = new Map<string, Finding[]>();
  for (const finding of findings) {
    byRule.set(finding.ruleId, [...(byRule.get(finding.ruleId) ?? []), finding]);
  }
  return [...byRule.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([ruleId, list]) => {
      const [first] = list;
      const files = new Set(list.map((finding) => finding.file)).size;
      return `${ruleId}: ${list.length} in ${files} file(s), first ${first.file}:${first.line}:${first.column} ${first.message}`;
    });
}
