import { afterAll, beforeAll, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '../../contract/notifications';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { openSocket } from './socket.test-support';

// docs/operations.md: on shutdown every socket is closed with 1001 (Going Away), so its client
// reconnects (to another instance), not 1005 (no code), which the plugin's own close step sends.

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => harness.database.close());

it('closes every open socket with 1001 when the app closes', async () => {
  const sockets = await Promise.all(
    ['customer@curtaincall.test', 'vendor@curtaincall.test'].map(async (email) => {
      const socket = await openSocket(harness.app, { cookie: await login(harness.app, email) });
      await socket.waitFor((message) => message.type === 'authenticated');
      return socket;
    }),
  );
  await harness.app.close();
  for (const socket of sockets)
    expect(await socket.closed).toEqual({
      code: SOCKET_CLOSE.goingAway,
      reason: 'Server shutting down',
    });
});
