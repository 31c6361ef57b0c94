// Pure helpers of the side-by-side benchmarks: ratios to the baseline measured in the same run,
// the goals, and a Markdown table that can be pasted into docs/performance.md as it is.

/** The app's figure over the baseline's (0 when the baseline measured nothing). */
export function ratio(value: number, baseline: number): number {
  return baseline > 0 ? value / baseline : 0;
}

export function formatRatio(value: number): string {
  return `${value.toFixed(2)}x`;
}

/** Requests per second, rounded to whole requests and grouped by thousands (12,345). */
export function formatRate(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Milliseconds with one decimal below 100 ms, whole above. */
export function formatMs(value: number): string {
  return value < 100 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

/** What the app must reach beside its baseline. */
export type Goal = {
  /** App throughput over baseline throughput, at least. */
  minThroughputRatio: number;
  /** App p99 over baseline p99, at most. */
  maxP99Ratio?: number;
  /** App p99 in milliseconds, at most. */
  maxP99Ms?: number;
};

export function describeGoal(goal: Goal): string {
  const parts = [`>= ${formatRatio(goal.minThroughputRatio)}`];
  if (goal.maxP99Ratio !== undefined) parts.push(`p99 <= ${formatRatio(goal.maxP99Ratio)}`);
  if (goal.maxP99Ms !== undefined) parts.push(`p99 <= ${goal.maxP99Ms} ms`);
  return parts.join(', ');
}

export type Verdict = { throughputRatio: number; p99Ratio: number; isMet: boolean };

/** The ratios of one side-by-side measurement and whether every part of the goal is met. */
export function judge(
  app: { perSecond: number; p99Ms: number },
  baseline: { perSecond: number; p99Ms: number },
  goal: Goal,
): Verdict {
  const throughputRatio = ratio(app.perSecond, baseline.perSecond);
  const p99Ratio = ratio(app.p99Ms, baseline.p99Ms);
  const isMet =
    throughputRatio >= goal.minThroughputRatio &&
    (goal.maxP99Ratio === undefined || p99Ratio <= goal.maxP99Ratio) &&
    (goal.maxP99Ms === undefined || app.p99Ms <= goal.maxP99Ms);
  return { throughputRatio, p99Ratio, isMet };
}

/** A Markdown table with every column padded to its widest cell. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The value at a fraction (0.99 for p99) of an ascending list; 0 for an empty one. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Reads a positive number from the environment, or the default. */
export function numberSetting(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`expected a positive number, got "${value}"`);
  return parsed;
}
