import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { openSocket } from '../realtime/socket.test-support';

// A request whose body never comes is answered 408 and closed once REQUEST_TIMEOUT_MS
// has passed; an open WebSocket (no longer a request once upgraded) lives on past it.

const REQUEST_TIMEOUT_MS = 400;

let harness: TestApp;
let port: number;
beforeAll(async () => {
  harness = await createTestApp({
    environment: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
    // no heartbeat ping during the test: nothing but the open socket itself keeps it open
    socketHeartbeatMs: 60_000,
  });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
});
afterAll(() => harness.close());

/** Sends `head` on a raw connection and resolves with what came back once the server closed it. */
function sendAndWaitForClose(head: string): Promise<{ answer: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve({ answer, elapsedMs: Date.now() - started }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 10 s; received: ${answer}`));
    }, 10_000).unref();
  });
}

describe('request time-outs', () => {
  it('answer 408 and close a request whose declared body never arrives', async () => {
    const { answer, elapsedMs } = await sendAndWaitForClose(
      [
        'POST /api/auth/login HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 100',
        '',
        '{"email":',
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });

  it('close a connection whose headers never finish', async () => {
    const { answer, elapsedMs } = await sendAndWaitForClose('GET /health HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });

  it('leave an idle keep-alive connection open for its next request (a proxy reuses it)', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    const request = 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    const answers = async (count: number) => {
      const deadline = Date.now() + 5_000;
      while ((received.match(/HTTP\/1\.1 200 /g) ?? []).length < count && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return (received.match(/HTTP\/1\.1 200 /g) ?? []).length;
    };
    socket.write(request);
    expect(await answers(1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 3));
    expect(socket.destroyed).toBe(false);
    socket.write(request);
    expect(await answers(2)).toBe(2);
    socket.destroy();
  });

  it('leave an open WebSocket alone long after the limit', async () => {
    const cookie = await login(harness.app, 'customer@curtaincall.test');
    const socket = await openSocket(harness.app, { cookie });
    await socket.waitFor((message) => message.type === 'authenticated');
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 4));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.send({ type: 'ping' });
    await socket.waitFor((message) => message.type === 'pong', 2_000);
    socket.close();
  });
});
