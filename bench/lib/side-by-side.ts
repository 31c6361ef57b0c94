// What the side-by-side benchmarks share: their settings, the run's header (date, machine,
// command) and the order in which the app and its baseline take turns.
import { availableParallelism } from 'node:os';
import { combine, type LoadResult } from './load';
import { numberSetting } from './report';

export type BenchSettings = {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  rounds: number;
};

/** BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_WARMUP (3 s), BENCH_ROUNDS (1). */
export function readSettings(environment: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    connections: Math.round(numberSetting(environment.BENCH_CONNECTIONS, 50)),
    durationSeconds: numberSetting(environment.BENCH_DURATION, 10),
    warmupSeconds: numberSetting(environment.BENCH_WARMUP, 3),
    rounds: Math.round(numberSetting(environment.BENCH_ROUNDS, 1)),
  };
}

/** The run's header: what was measured, when it started, on what machine, by which command. */
export function describeRun(title: string, settings: BenchSettings, startedAt: Date): string {
  const options = process.argv.slice(2);
  const command = [
    ...[
      'BENCH_CONNECTIONS',
      'BENCH_DURATION',
      'BENCH_WARMUP',
      'BENCH_ROUNDS',
      'DATABASE_POOL_SIZE',
      'DATABASE_URL',
    ]
      .filter((name) => process.env[name] !== undefined)
      .map((name) => `${name}=${process.env[name]}`),
    `npm run ${process.env.npm_lifecycle_event ?? 'bench:?'}`,
    ...(options.length > 0 ? ['--', ...options] : []),
  ].join(' ');
  return [
    title,
    `started ${startedAt.toISOString()}, ${availableParallelism()} cores, Node ${process.version}`,
    `${settings.connections} connections, ${settings.durationSeconds} s per measurement after a ${settings.warmupSeconds} s warm-up, ${settings.rounds} round(s)`,
    `command: ${command}`,
  ].join('\n');
}

/**
 * Measures the app and its baseline in turns (app first in odd rounds, baseline first in even
 * ones) so that drift on a shared machine hits both, after one warm-up of each; each side's
 * rounds are averaged.
 */
export async function alternate(
  settings: BenchSettings,
  measureApp: (seconds: number) => Promise<LoadResult>,
  measureBaseline: (seconds: number) => Promise<LoadResult>,
): Promise<{ app: LoadResult; baseline: LoadResult }> {
  await measureApp(settings.warmupSeconds);
  await measureBaseline(settings.warmupSeconds);
  const app: LoadResult[] = [];
  const baseline: LoadResult[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    if (round % 2 === 0) {
      app.push(await measureApp(settings.durationSeconds));
      baseline.push(await measureBaseline(settings.durationSeconds));
    } else {
      baseline.push(await measureBaseline(settings.durationSeconds));
      app.push(await measureApp(settings.durationSeconds));
    }
  }
  return { app: combine(app), baseline: combine(baseline) };
}

/** Failed answers and errors of one side, when there were any. */
export function failures(side: string, result: LoadResult): string | null {
  if (result.failed === 0 && result.errors === 0) return null;
  const statuses = Object.entries(result.statusCounts)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return `${side}: ${result.failed} non-2xx answers, ${result.errors} errors/time-outs (${statuses})`;
}
