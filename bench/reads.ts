// Public reads beside the hardware's limit: the real server in its
// own process (as production runs it) against a bare node:http server, also in its own process,
// that answers the same paths with the very bytes and headers the app sent. Both are driven by the
// same load generator (autocannon) in turns. Prints req/s, p99 and their ratios with the goal.
// Usage: npm run bench:reads [-- --db postgres]
//   embedded database in a temporary folder by default; with `--db postgres` or DATABASE_URL a
//   throw-away database on that PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
import { request } from 'node:http';
import { drive } from './lib/load';
import {
  createThrowawayDatabase,
  runBench,
  DEFAULT_POSTGRES_URL,
  startAppServer,
  startBareServer,
  type RecordedResponse,
  type RunningProcess,
} from './lib/processes';
import {
  describeGoal,
  formatMs,
  formatRate,
  formatRatio,
  judge,
  markdownTable,
  type Goal,
} from './lib/report';
import { alternate, describeRun, failures, readSettings } from './lib/side-by-side';

const PATHS = ['/api/vendors', '/api/vendors/1/menu', '/api/events/current'];
const GOAL: Goal = { minThroughputRatio: 0.8, maxP99Ratio: 1.3 };
/** Set per connection or per message by node:http itself; the baseline's server adds its own. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The exact answer to a plain GET (no Accept-Encoding, like the load generator's requests). */
function record(origin: string, path: string): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function main(workFolder: string) {
  const settings = readSettings();
  const startedAt = new Date();
  const databaseFlag = process.argv
    .slice(2)
    .join(' ')
    .match(/--db[= ](\w+)/)?.[1];
  if (databaseFlag !== undefined && !['postgres', 'embedded'].includes(databaseFlag))
    throw new Error('--db must be postgres or embedded');
  const onPostgres =
    databaseFlag === 'postgres' ||
    (databaseFlag === undefined && Boolean(process.env.DATABASE_URL));
  const database = onPostgres
    ? createThrowawayDatabase(process.env.DATABASE_URL || DEFAULT_POSTGRES_URL, 'reads')
    : undefined;
  const running: RunningProcess[] = [];
  try {
    const app = await startAppServer({
      workFolder,
      ...(database ? { databaseUrl: database.url } : {}),
    });
    running.push(app);
    const responses: Record<string, RecordedResponse> = {};
    for (const path of PATHS) {
      const response = await record(app.origin, path);
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
      responses[path] = response;
    }
    const bare = await startBareServer({ workFolder, responses });
    running.push(bare);

    const rows: string[][] = [];
    const notes: string[] = [];
    for (const path of PATHS) {
      const load = (origin: string) => (seconds: number) =>
        drive({
          url: `${origin}${path}`,
          connections: settings.connections,
          durationSeconds: seconds,
        });
      const measured = await alternate(settings, load(app.origin), load(bare.origin));
      const verdict = judge(measured.app, measured.baseline, GOAL);
      rows.push([
        `GET ${path} (${(responses[path]?.body.length ?? 0).toLocaleString('en-US')} B)`,
        formatRate(measured.app.perSecond),
        formatMs(measured.app.p99Ms),
        formatRate(measured.baseline.perSecond),
        formatMs(measured.baseline.p99Ms),
        formatRatio(verdict.throughputRatio),
        formatRatio(verdict.p99Ratio),
        describeGoal(GOAL),
        verdict.isMet ? 'PASS' : 'FAIL',
      ]);
      for (const note of [
        failures(`GET ${path}, app`, measured.app),
        failures(`GET ${path}, baseline`, measured.baseline),
      ])
        if (note) notes.push(note);
    }

    console.log(
      `\n${describeRun(
        `Reads: the app (${database ? 'PostgreSQL' : 'embedded PGlite'}) beside bare node:http with the same bytes`,
        settings,
        startedAt,
      )}\n`,
    );
    console.log(
      markdownTable(
        [
          'path (body)',
          'app req/s',
          'app p99',
          'bare req/s',
          'bare p99',
          'req/s ratio',
          'p99 ratio',
          'goal',
          'result',
        ],
        rows,
      ),
    );
    console.log(notes.length > 0 ? `\n${notes.join('\n')}` : '\nno failed requests');
  } finally {
    for (const server of running.reverse()) await server.stop();
    database?.drop();
  }
}

runBench('bench-reads', main);
