// The soak: orders at a steady rate for many minutes, one line a
// minute, to show that errors stay rare and that latency, memory and the pool stay flat.
import { readFileSync } from 'node:fs';
import { formatMs, markdownTable } from './report';

export type SoakMinute = {
  minute: number;
  succeeded: number;
  /** Non-2xx answers, connection errors and time-outs. */
  failed: number;
  p99Ms: number;
  rssBytes: number;
  /** Connections the server holds to its database at the end of the minute. */
  databaseConnections: number;
};

export const SOAK_LIMITS = {
  /** Errors below 0.1 % of the requests. */
  maxErrorShare: 0.001,
  /** The last minute's p99 and RSS at most 50 % above the first minute's. */
  maxGrowth: 1.5,
};

/** A process's resident memory in bytes, from /proc (Linux); 0 when it cannot be read. */
export function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export const errorShare = (minute: Pick<SoakMinute, 'succeeded' | 'failed'>) =>
  minute.failed / Math.max(1, minute.succeeded + minute.failed);

export type SoakVerdict = {
  errorShare: number;
  p99Growth: number;
  rssGrowth: number;
  failures: string[];
};

/** Whether the soak held: errors rare over all minutes, p99 and memory flat first to last. Pure. */
export function judgeSoak(minutes: readonly SoakMinute[]): SoakVerdict {
  const first = minutes[0];
  const last = minutes.at(-1);
  const total = minutes.reduce(
    (sum, minute) => ({
      succeeded: sum.succeeded + minute.succeeded,
      failed: sum.failed + minute.failed,
    }),
    { succeeded: 0, failed: 0 },
  );
  const growth = (pick: (minute: SoakMinute) => number) =>
    first && last && pick(first) > 0 ? pick(last) / pick(first) : 1;
  const verdict = {
    errorShare: errorShare(total),
    p99Growth: growth((minute) => minute.p99Ms),
    rssGrowth: growth((minute) => minute.rssBytes),
  };
  const failures: string[] = [];
  if (minutes.length === 0) failures.push('no minute was measured');
  if (total.succeeded === 0 && minutes.length > 0) failures.push('no order succeeded');
  if (verdict.errorShare >= SOAK_LIMITS.maxErrorShare)
    failures.push(`errors ${formatShare(verdict.errorShare)} (limit < 0.1 %)`);
  if (verdict.p99Growth > SOAK_LIMITS.maxGrowth)
    failures.push(`p99 grew ${formatGrowth(verdict.p99Growth)} from the first to the last minute`);
  if (verdict.rssGrowth > SOAK_LIMITS.maxGrowth)
    failures.push(
      `memory grew ${formatGrowth(verdict.rssGrowth)} from the first to the last minute`,
    );
  return { ...verdict, failures };
}

export const formatShare = (share: number) => `${(share * 100).toFixed(3)} %`;
const formatGrowth = (growth: number) => `${growth.toFixed(2)}x`;
const formatMegabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function soakLine(minute: SoakMinute): string {
  return [
    `minute ${minute.minute}:`,
    `${minute.succeeded.toLocaleString('en-US')} orders,`,
    `errors ${formatShare(errorShare(minute))},`,
    `p99 ${formatMs(minute.p99Ms)},`,
    `server RSS ${formatMegabytes(minute.rssBytes)},`,
    `${minute.databaseConnections} database connections`,
  ].join(' ');
}

export function soakTable(minutes: readonly SoakMinute[]): string {
  return markdownTable(
    ['minute', 'orders', 'errors', 'p99', 'server RSS', 'db connections'],
    minutes.map((minute) => [
      String(minute.minute),
      minute.succeeded.toLocaleString('en-US'),
      formatShare(errorShare(minute)),
      formatMs(minute.p99Ms),
      formatMegabytes(minute.rssBytes),
      String(minute.databaseConnections),
    ]),
  );
}
