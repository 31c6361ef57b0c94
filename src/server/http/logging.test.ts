import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REDACTED } from './logging';

// The logs hold no request body, query value or database parameter (docs/operations.md): a
// sign-up whose insert fails logs the failure, but not the e-mail, phone or password hash.

let harness: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  harness = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => harness.close());

const signup = {
  username: 'loggedfan',
  email: 'logged.fan@example.test',
  password: 'correct horse battery',
  firstName: 'Lou',
  lastName: 'Logger',
  phone: '+1 415 555 0199',
};

describe('log lines', () => {
  it('of a failing sign-up hold no e-mail, phone, password or hash, but name the failure', async () => {
    // every new account now breaks a constraint: the insert fails inside the database
    await harness.database.db.execute(
      sql.raw('alter table users add constraint no_new_users check (id < 0) not valid'),
    );
    try {
      lines.length = 0;
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signup,
      });
      expect(response.statusCode).toBe(500);
      const log = lines.join('\n');
      const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
      expect(failure.msg).toBe('unexpected error');
      expect(failure.err.message).toContain(`params: ${REDACTED}`);
      expect(failure.err.params).toBe(REDACTED);
      expect(failure.err.query).toContain('insert into "users"');
      expect(failure.err.cause.detail).toBe(REDACTED);
      for (const secret of [signup.email, signup.phone, signup.password, 'scrypt$', 'Lou'])
        expect(log).not.toContain(secret);
      // the query is written once (err.query), not again in the message and the stack
      const line = lines.find((entry) => entry.includes('unexpected error')) ?? '';
      expect(line.split('insert into \\"users\\"')).toHaveLength(2);
    } finally {
      await harness.database.db.execute(sql.raw('alter table users drop constraint no_new_users'));
    }
  });

  it('of a request are one line, written when it is answered, with its status and time', async () => {
    lines.length = 0;
    await harness.app.inject({ method: 'GET', url: '/api/orders' });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/orders' },
      res: { statusCode: 401 },
    });
    expect(entries[0].responseTime).toBeGreaterThan(0);
  });

  it('of a request name the query parameters but not their values', async () => {
    lines.length = 0;
    // a route that logs its requests (the cached public reads log at warn only)
    await harness.app.inject({ method: 'GET', url: '/api/orders?search=whisper-this' });
    const log = lines.join('\n');
    expect(log).toContain(`/api/orders?search=${REDACTED}`);
    expect(log).not.toContain('whisper-this');
  });
});
