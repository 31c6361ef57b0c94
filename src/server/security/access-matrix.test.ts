import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, login, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { CREDENTIALS, createFixtures, ROLES, type Fixtures, type Role } from './access-fixtures';
import { accessMatrix, socketUpgrade, type MatrixEntry } from './access-matrix';
import { openSocket } from '../realtime/socket.test-support';
import { documentedOperations } from './openapi-operations';

// The route x role matrix, walked on both databases (CI runs the api project again
// with DATABASE_URL set).

let harness: TestApp;
let fixtures: Fixtures;
let documented: string[];

beforeAll(async () => {
  harness = await createTestApp();
  fixtures = await createFixtures(harness.app, harness.database.db);
  documented = (await documentedOperations(harness.app)).map(({ name }) => name);
});
afterAll(() => harness.close());

/** 101 when the socket opens, else the refused upgrade's status. */
async function upgradeStatus(role: Role): Promise<number> {
  try {
    const socket = await openSocket(
      harness.app,
      role === 'anonymous' ? {} : { cookie: fixtures.cookies[role] },
    );
    socket.ws.terminate();
    return 101;
  } catch (error) {
    const refused = /upgrade refused: (\d+)/.exec(String(error));
    if (refused?.[1]) return Number(refused[1]);
    throw error;
  }
}

/** Refused roles first, allowed last, each group in ROLES order. */
function rolesInOrder(entry: MatrixEntry): Role[] {
  const refused = ROLES.filter((role) => entry.expected[role] >= 300);
  return [...refused, ...ROLES.filter((role) => entry.expected[role] < 300)];
}

async function cookieFor(entry: MatrixEntry, role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  if (!entry.freshSession) return fixtures.cookies[role];
  const { email, password } = CREDENTIALS[role];
  return login(harness.app, email, password);
}

async function statusFor(entry: MatrixEntry, role: Role): Promise<number> {
  const method = entry.operation.split(' ')[0] as InjectOptions['method'];
  const spec = entry.request(fixtures, role);
  const cookie = await cookieFor(entry, role);
  const response = await harness.app.inject({
    method: method,
    url: spec.url,
    headers: { origin: TEST_ORIGIN, ...spec.headers, ...(cookie ? { cookie } : {}) },
    ...(spec.payload === undefined ? {} : { payload: spec.payload }),
  });
  return response.statusCode;
}

describe('route x role matrix', () => {
  it('lists every documented operation once, and nothing else', () => {
    const listed = accessMatrix.map((entry) => entry.operation);
    const duplicated = listed.filter((name, index) => listed.indexOf(name) !== index);
    expect({
      missing: documented.filter((name) => !listed.includes(name)),
      stale: listed.filter((name) => !documented.includes(name)),
      duplicated,
    }).toEqual({ missing: [], stale: [], duplicated: [] });
  });

  for (const entry of accessMatrix) {
    it(`${entry.operation} answers each role as the matrix says`, async () => {
      const mismatches: string[] = [];
      for (const role of rolesInOrder(entry)) {
        const got = await statusFor(entry, role);
        if (got !== entry.expected[role])
          mismatches.push(
            `${entry.operation} ${role}: expected ${entry.expected[role]} got ${got}`,
          );
      }
      expect(mismatches).toEqual([]);
    });
  }

  it(`${socketUpgrade.operation} (the socket upgrade) answers each role as the matrix says`, async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const got = await upgradeStatus(role);
      if (got !== socketUpgrade.expected[role])
        mismatches.push(
          `${socketUpgrade.operation} ${role}: expected ${socketUpgrade.expected[role]} got ${got}`,
        );
    }
    expect(mismatches).toEqual([]);
  });
});
