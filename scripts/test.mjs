// npm test: lint, typecheck, unit, API integration (embedded database unless DATABASE_URL is
// set), web build, the home page's JavaScript size and Playwright journeys. Every step runs; the
// exit code is non-zero if any failed, and the closing line counts the tests that passed and failed.
// Typecheck and lint each use one core, so lint runs beside typecheck and then the unit tests;
// the output of steps that run side by side is shown as each ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const only = process.argv.slice(2);
mkdirSync('test-results', { recursive: true });

const steps = [
  {
    name: 'lint',
    command: ['npx', 'eslint', '.', '--max-warnings=0'],
    // typecheck and then the unit tests run beside it, one after the other
    beside: ['typecheck', 'unit'],
  },
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'unit-web',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/unit.json',
    ],
    report: 'test-results/unit.json',
    kind: 'vitest',
  },
  {
    name: 'api',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/api.json',
    ],
    report: 'test-results/api.json',
    kind: 'vitest',
  },
  { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  { name: 'size', command: ['node', 'scripts/check-web-size.mjs'] },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test'],
    report: 'test-results/e2e.json',
    kind: 'playwright',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json' },
  },
].filter((step) => only.length === 0 || only.includes(step.name));

function countTests(step) {
  if (!step.report || !existsSync(step.report)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(step.report, 'utf8'));
  if (step.kind === 'vitest') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/** Runs one step with its output as it comes; resolves with its result. */
function runStep(step) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  return resultOf(step, run.status === 0, started);
}

/** Runs one step beside others: its output is kept and shown whole when it ends. */
function runStepBeside(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (ok) => {
      console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve(resultOf(step, ok, started));
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

function resultOf(step, ok, started) {
  return {
    name: step.name,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    ...countTests(step),
  };
}

/** Runs steps one after another beside other steps; resolves with their results. */
async function runLane(lane) {
  const laneResults = [];
  for (const step of lane) laneResults.push(await runStepBeside(step));
  return laneResults;
}

const results = [];
const done = new Set();
for (const step of steps) {
  if (done.has(step.name)) continue;
  const besideLane = steps.filter((other) => step.beside?.includes(other.name));
  for (const member of [step, ...besideLane]) {
    done.add(member.name);
    if (member.report) rmSync(member.report, { force: true });
  }
  if (besideLane.length === 0) results.push(runStep(step));
  else results.push(...(await Promise.all([runLane([step]), runLane(besideLane)])).flat());
}

console.log('\n=== summary');
for (const result of results) {
  const counts =
    result.passed + result.failed > 0 ? ` (${result.passed} passed, ${result.failed} failed)` : '';
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(10)} ${String(result.seconds).padStart(4)} s${counts}`,
  );
}
const totals = results.reduce(
  (sum, result) => ({
    passed: sum.passed + result.passed,
    failed: sum.failed + result.failed + (result.ok || result.failed ? 0 : 1),
    skipped: sum.skipped + result.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
writeFileSync('test-results/summary.json', JSON.stringify({ ...totals, steps: results }, null, 2));
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
