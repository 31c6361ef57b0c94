// npm run bench:lighthouse: Lighthouse's mobile preset (its default: a phone screen,
// simulated slow 4G and a 4x slower CPU, unchanged here) on the production build served by the
// app, on a fresh embedded database with the demo data, signed in as the demo customer: home,
// search, a vendor menu and the orders. Prints each category beside its goal, PASS/FAIL, and
// writes the table into docs/performance.md. Performance depends on the CPU: run it when the
// machine is quiet. LIGHTHOUSE_RUNS (3) runs per page; the median run by performance is kept.
// LIGHTHOUSE_PAGES=home,orders measures only those; LIGHTHOUSE_RECORD=0 leaves the docs alone;
// LIGHTHOUSE_JSON_DIR=folder keeps each run's whole report there (page-<time>.json) to read.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { fullBrowserLaunchOptions } from '../e2e/browsers';
import { login } from './lib/app-client';
import { freePort, repositoryRoot, runBench, startAppServer } from './lib/processes';
import { markdownTable, numberSetting } from './lib/report';

// the full browser (CHROMIUM_PATH names another), as the recorded figures were measured
const CHROME_PATH = fullBrowserLaunchOptions.executablePath ?? '/usr/bin/chromium';
const runs = numberSetting(process.env.LIGHTHOUSE_RUNS, 3);

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search' },
  { name: 'vendor menu', path: '/vendor/1' },
  { name: 'orders', path: '/orders' },
] as const;

const CATEGORIES = [
  { id: 'performance', title: 'performance', goal: 95 },
  { id: 'accessibility', title: 'accessibility', goal: 100 },
  { id: 'best-practices', title: 'best practices', goal: 100 },
] as const;

type Scores = Record<(typeof CATEGORIES)[number]['id'], number>;
type PageResult = { name: string; scores: Scores; flagged: string[] };

/** Debian's Chromium, headless, with a debugging port for Lighthouse; its own profile. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'cc-lighthouse-profile-'));
  const child = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    // the profile is removed once Chromium has exited (it writes to it until then)
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // its helper processes may still write for a moment; a leftover temp folder is harmless
      }
    },
  };
}

/** The kinds of issue an audit found (its table's first column), e.g. the Issues panel's types. */
function whatFailed(result: { details?: unknown } | undefined): string {
  const items = (result?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const kinds = new Set(
    items.map(
      (item) => [item.issueType, item.description].find((v) => typeof v === 'string') ?? '',
    ),
  );
  kinds.delete('');
  return kinds.size > 0 ? `: ${[...kinds].join(', ')}` : '';
}

/** One Lighthouse run: the three categories (0-100) and the audits that did not pass. */
async function audit(name: string, url: string, port: number, cookie: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((category) => category.id),
    extraHeaders: { Cookie: cookie },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const keepIn = process.env.LIGHTHOUSE_JSON_DIR;
  if (keepIn) writeFileSync(join(keepIn, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
  const scores = Object.fromEntries(
    CATEGORIES.map(({ id }) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  ) as Scores;
  // what costs points in accessibility and best practices (performance is a weighted sum)
  const flagged = CATEGORIES.filter(({ id }) => id !== 'performance').flatMap(({ id }) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map(
        (ref) => `${id}: ${ref.id} (${audits[ref.id]?.title ?? ''})${whatFailed(audits[ref.id])}`,
      ),
  );
  return { scores, flagged, metrics: metricsOf(audits) };
}

/** The performance metrics behind the score, and what the largest paint was, for the log. */
function metricsOf(audits: Record<string, { displayValue?: string; details?: unknown }>): string {
  const shown = [
    ['FCP', 'first-contentful-paint'],
    ['LCP', 'largest-contentful-paint'],
    ['TBT', 'total-blocking-time'],
    ['SI', 'speed-index'],
    ['CLS', 'cumulative-layout-shift'],
  ].map(([label, id]) => `${label} ${audits[id ?? '']?.displayValue ?? '?'}`);
  const largest = JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {});
  const selector = /"selector":"([^"]*)"/.exec(largest)?.[1];
  return `${shown.join(', ')}${selector ? `; largest paint: ${selector}` : ''}`;
}

/**
 * Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP: 'Please run Lighthouse
 * again'); such a run measured nothing, so it is run again, at most twice, and said so.
 */
async function auditAgainOnTraceError<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const isTraceLost = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(String(error));
      if (!isTraceLost || attempt === 3) throw error;
      console.log(`  run again: ${String(error).split('\n')[0]}`);
    }
  }
}

async function measurePage(page: (typeof PAGES)[number], origin: string, cookie: string) {
  const chromium = await startChromium();
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(
        await auditAgainOnTraceError(() =>
          audit(page.name.replace(' ', '-'), `${origin}${page.path}`, chromium.port, cookie),
        ),
      );
    results.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = results[Math.floor(results.length / 2)] ?? results[0];
    if (!median) throw new Error(`no Lighthouse run for ${page.name}`);
    const spread = results.map((result) => result.scores.performance).join(', ');
    console.log(`${page.name}: performance of each run ${spread}`);
    for (const result of results) console.log(`  ${result.scores.performance}: ${result.metrics}`);
    return { name: page.name, ...median } satisfies PageResult;
  } finally {
    await chromium.stop();
  }
}

const verdict = (score: number, goal: number) => (score >= goal ? 'PASS' : 'FAIL');

function tableOf(results: PageResult[]): string {
  const header = ['page', ...CATEGORIES.map((c) => `${c.title} (goal >= ${c.goal})`)];
  const rows = results.map((result) => [
    result.name,
    ...CATEGORIES.map(({ id, goal }) => `${result.scores[id]} ${verdict(result.scores[id], goal)}`),
  ]);
  return markdownTable(header, rows);
}

const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

/** Replaces the figures between the markers in docs/performance.md. */
function recordInDocs(results: PageResult[], loadBefore: number[]) {
  const chromiumVersion = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const lighthouseVersion = (
    JSON.parse(
      readFileSync(join(repositoryRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  const cpu = cpus();
  const block = [
    START,
    // a blank line, as Prettier writes it: without one Markdown reads the text as the marker's HTML block
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench:lighthouse\``,
    `(Lighthouse ${lighthouseVersion}, mobile preset unchanged, ${chromiumVersion}, median of ${runs}`,
    `runs per page by performance), ${cpu.length} x ${cpu[0]?.model.trim() ?? 'CPU'}, load average`,
    `${loadBefore.map((load) => load.toFixed(2)).join(' / ')} (1 / 5 / 15 min) when it started:`,
    '',
    tableOf(results),
    '',
    ...(results.some((result) => result.flagged.length > 0)
      ? ['Audits that did not pass:', '']
      : []),
    ...results.flatMap((result) => result.flagged.map((line) => `- ${result.name}, ${line}`)),
    END,
  ].join('\n');
  const docsPath = join(repositoryRoot, 'docs/performance.md');
  const docs = readFileSync(docsPath, 'utf8');
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${START} ... ${END}`);
  writeFileSync(docsPath, docs.slice(0, start) + block + docs.slice(end + END.length));
}

runBench('lighthouse', async (workFolder) => {
  // the pages are the production build's: build it when a fresh checkout has none
  if (!existsSync(join(repositoryRoot, 'dist/web/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const loadBefore = loadavg();
  const server = await startAppServer({ workFolder });
  try {
    const cookie = await login(server.origin, 'customer@curtaincall.test');
    const results: PageResult[] = [];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = PAGES.filter((page) => !only || only.includes(page.name));
    for (const page of pages) results.push(await measurePage(page, server.origin, cookie));
    console.log(tableOf(results));
    for (const result of results)
      for (const line of result.flagged) console.log(`  ${result.name}, ${line}`);
    if (process.env.LIGHTHOUSE_RECORD !== '0') recordInDocs(results, loadBefore);
  } finally {
    await server.stop();
  }
});
