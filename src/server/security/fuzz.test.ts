import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { buildCase, NASTIES, seededRandom, type FuzzCase } from './fuzz-cases';
import { documentedOperations, type DocumentedOperation } from './openapi-operations';

// A standing attack suite: generated and hand-made hostile requests to every documented
// operation, as a signed-out caller and as a role its guard lets through. No answer may be a 5xx,
// take longer than the time bound, or show a stack trace or SQL. `npm test` runs the short form;
// FUZZ_ITERATIONS=5000 (and FUZZ_SEED to vary the cases) runs a long one.

const ITERATIONS = Number(process.env.FUZZ_ITERATIONS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 15);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 5_000);

const LEAKS = [
  /at .*\.ts:/,
  /node_modules/,
  /SELECT /,
  /INSERT INTO/,
  /syntax error at/,
  // not /drizzle/ alone: the seeded menu has honey 'drizzled' on dishes
  /drizzle-orm|Drizzle[A-Z]\w*/,
  // except the JSON value "postgres": /health names the database kind on purpose
  /postgres(?!")/,
];

type Role = 'anonymous' | 'customer' | 'vendor' | 'admin';
type Finding = string;

let harness: TestApp;
let cookies: Record<Exclude<Role, 'anonymous'>, string>;
const unexpected: Finding[] = [];
let sent = 0;

/** The signed-in role that passes the operation's guard; sign-in routes are sent signed out only. */
function guardRole(operation: DocumentedOperation): Role | undefined {
  if (operation.path.startsWith('/api/auth/')) return undefined;
  if (operation.path.startsWith('/api/admin/') || operation.path.startsWith('/api/talent-crew/'))
    return 'admin';
  if (operation.path.startsWith('/api/vendor/')) return 'vendor';
  return 'customer';
}

function withTimeout<T>(promise: Promise<T>): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function send(app: FastifyInstance, fuzzCase: FuzzCase, role: Role): Promise<void> {
  const cookie = role === 'anonymous' ? {} : { cookie: cookies[role] };
  const answer = await withTimeout(
    app.inject({
      method: fuzzCase.method as 'GET',
      url: fuzzCase.url,
      headers: { origin: TEST_ORIGIN, ...fuzzCase.headers, ...cookie },
      ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
    }),
  );
  sent += 1;
  const label = `${fuzzCase.method} ${fuzzCase.url.slice(0, 120)} [${fuzzCase.nasty}] as ${role}`;
  if (answer === 'timeout') {
    unexpected.push(`${label}: no answer within ${TIMEOUT_MS} ms`);
    return;
  }
  const leak = LEAKS.find((pattern) => pattern.test(answer.body));
  if (leak) unexpected.push(`${label}: ${answer.statusCode} body matches ${leak}`);
  if (answer.statusCode < 500) return;
  unexpected.push(`${label}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
}

/** Every operation in turn, each with a nasty drawn from the seeded generator. */
function generateCases(operations: DocumentedOperation[]): [FuzzCase, DocumentedOperation][] {
  const random = seededRandom(SEED);
  return Array.from({ length: ITERATIONS }, (_, index) => {
    const operation = operations[index % operations.length] as DocumentedOperation;
    return [buildCase(operation, random.pick(NASTIES), random), operation];
  });
}

beforeAll(async () => {
  harness = await createTestApp();
  cookies = {
    customer: await login(harness.app, 'customer@curtaincall.test'),
    vendor: await login(harness.app, 'vendor@curtaincall.test'),
    admin: await login(harness.app, 'admin@curtaincall.test'),
  };
  const operations = await documentedOperations(harness.app);
  for (const [fuzzCase, operation] of generateCases(operations)) {
    await send(harness.app, fuzzCase, 'anonymous');
    const role = guardRole(operation);
    if (role) await send(harness.app, fuzzCase, role);
  }
}, 600_000);
afterAll(async () => {
  // FUZZ_REPORT=1 prints every finding, for a report on a long run
  if (process.env.FUZZ_REPORT) console.log(unexpected.join('\n'));
  await harness.close();
});

describe(`fuzzer (seed ${SEED}, ${ITERATIONS} cases)`, () => {
  it('answers every request without a 5xx, a hang, a stack trace or SQL', () => {
    expect(sent).toBeGreaterThanOrEqual(ITERATIONS);
    expect(unexpected).toEqual([]);
  });

  it('leaves Object.prototype unpolluted', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('role');
  });
});
