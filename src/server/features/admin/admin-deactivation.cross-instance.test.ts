import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '../../../contract/notifications';
import { createTwoInstances, login } from '../../../test/test-app';
import { openSocket } from '../../realtime/socket.test-support';
import { signUp, userIdByEmail } from '../orders/orders.test-support';
import { ADMIN_EMAIL, call } from './admin.test-support';

// Scaled mode: an admin on instance A deactivates an account whose socket is held by instance B;
// B closes it at once (through Redis), long before its 30 s heartbeat would notice.

const scaled = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);

describe('deactivation across instances', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it.runIf(scaled)('closes the socket held by another instance at once', async () => {
    const redisUrl = process.env.REDIS_URL ?? '';
    const { database, appA, appB } = await createTwoInstances(redisUrl, cleanup);
    await appB.listen({ port: 0, host: '127.0.0.1' });

    const admin = await login(appA, ADMIN_EMAIL);
    const cookie = await signUp(appA, 'farewell');
    const userId = await userIdByEmail(database.db, 'farewell@example.test');
    const socket = await openSocket(appB, { cookie });
    cleanup.push(async () => socket.ws.terminate());
    await socket.waitFor((message) => message.type === 'authenticated');

    const started = Date.now();
    const response = await call(appA, 'PATCH', `/api/admin/users/${userId}`, admin, {
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(await socket.closed).toEqual({
      code: SOCKET_CLOSE.unauthorized,
      reason: 'Session ended',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await call(appB, 'GET', '/api/auth/user', cookie)).statusCode).toBe(401);
  });
});
