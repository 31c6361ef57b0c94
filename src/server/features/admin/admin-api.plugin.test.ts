import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { seedDemo } from '../../seed/seed';
import { registerSessionLoader } from '../../auth/guards';
import { createSession, SESSION_COOKIE } from '../../auth/sessions';
import { registerErrorHandler } from '../../http/error-handler';
import { createTestDatabase } from '../../../test/test-database';
import { userIdByEmail } from '../orders/orders.test-support';
import { adminApi } from './admin-api.plugin';

// accounts spec 6: every /api/admin/* route is for admin accounts only. The plugin on its own, with
// a probe route behind the same hooks as buildApp; admin-access.routes.test.ts checks the real
// routes.

let database: DatabaseHandle;
let app: FastifyInstance;

async function cookieFor(email: string): Promise<string> {
  const { token } = await createSession(database.db, await userIdByEmail(database.db, email));
  return `${SESSION_COOKIE}=${token}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerSessionLoader(app, database.db, { secure: false });
  const probe = async (instance: FastifyInstance) => {
    instance
      .withTypeProvider<ZodTypeProvider>()
      .post('/probe', { schema: { body: z.object({ name: z.string() }) } }, async (request) => ({
        hello: request.body.name,
      }));
  };
  await app.register(adminApi(probe), { prefix: '/api/admin' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/probe',
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('the /api/admin/* guard', () => {
  it('answers 401 signed out, before the body is validated', async () => {
    const response = await post(undefined, { junk: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a customer and to a vendor, before the body is validated', async () => {
    for (const email of ['customer@curtaincall.test', 'vendor@curtaincall.test']) {
      const response = await post(await cookieFor(email), { junk: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('lets an admin through to validation and the handler', async () => {
    const admin = await cookieFor('admin@curtaincall.test');
    expect((await post(admin, { junk: true })).statusCode).toBe(400);
    const response = await post(admin, { name: 'Ada' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Ada' });
  });
});
