import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '../../contract/notifications';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { recordNotification } from '../features/notifications/notifications.service';
import { sendOutbox } from '../features/notifications/outbox-sender';
import { userIdByEmail } from '../features/orders/orders.test-support';
import { isNotification, openSocket, type TestSocket } from './socket.test-support';

// Signing out closes that session's sockets at once, as deactivation does, instead of leaving them
// open (and receiving the user's events) until the heartbeat re-checks the session.

const CUSTOMER_EMAIL = 'customer@curtaincall.test';
let harness: TestApp;
const opened: TestSocket[] = [];

async function connect(cookie: string): Promise<TestSocket> {
  const socket = await openSocket(harness.app, { cookie });
  opened.push(socket);
  await socket.waitFor((message) => message.type === 'authenticated');
  return socket;
}

beforeAll(async () => {
  // a heartbeat far beyond the test: only an immediate close can pass
  harness = await createTestApp({ socketHeartbeatMs: 10 * 60_000 });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await harness.close();
});

describe('logout and the live socket', () => {
  it("closes the signed-out session's sockets at once and keeps the user's other sessions", async () => {
    const leaving = await login(harness.app, CUSTOMER_EMAIL);
    const staying = await login(harness.app, CUSTOMER_EMAIL);
    const [first, second] = [await connect(leaving), await connect(leaving)];
    const other = await connect(staying);

    const started = Date.now();
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: leaving },
    });
    expect(logout.statusCode).toBe(200);
    for (const socket of [first, second]) {
      expect(await socket.closed).toEqual({
        code: SOCKET_CLOSE.unauthorized,
        reason: 'Session ended',
      });
    }
    expect(Date.now() - started).toBeLessThan(5_000);

    // the same user signed in elsewhere still hears their events
    const userId = await userIdByEmail(harness.database.db, CUSTOMER_EMAIL);
    await recordNotification(harness.database.db, {
      userId,
      title: 'Still here',
      message: 'The other session stays live.',
      category: 'system',
    });
    await sendOutbox(harness.database.db, harness.bus, harness.app.log);
    await other.waitFor(isNotification('Still here'));
    expect(other.ws.readyState).toBe(other.ws.OPEN);
  });
});
