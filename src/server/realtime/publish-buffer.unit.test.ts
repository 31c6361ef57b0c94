import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublishBuffer } from './publish-buffer';

// The Redis bus's publishing side, with a stand-in transport

function transport() {
  const delivered: string[] = [];
  let mode: 'up' | 'refused' | 'silent' = 'up';
  const send = vi.fn(async (payload: string) => {
    if (mode === 'refused') throw new Error("Stream isn't writeable");
    if (mode === 'silent') throw new Error('Redis publish timed out after 300 ms');
    delivered.push(payload);
  });
  return { delivered, send, set: (next: typeof mode) => (mode = next) };
}

const log = () => ({ warn: vi.fn(), info: vi.fn() });

afterEach(() => vi.useRealTimers());

describe('held live events', () => {
  it('sends at once while the transport works', async () => {
    const link = transport();
    const buffer = createPublishBuffer({
      send: link.send,
      log: log(),
      bufferSize: 3,
      retryAfterMs: 50,
    });
    await Promise.all(['a', 'b'].map((payload) => buffer.publish(payload)));
    expect(link.delivered).toEqual(['a', 'b']);
  });

  it('holds events while refused, without trying again per event, and sends them in order when back', async () => {
    const link = transport();
    const logger = log();
    const buffer = createPublishBuffer({
      send: link.send,
      log: logger,
      bufferSize: 3,
      retryAfterMs: 10_000,
    });
    link.set('refused');
    for (const payload of ['a', 'b', 'c']) await buffer.publish(payload);
    expect(link.send).toHaveBeenCalledOnce();
    expect(logger.warn).toHaveBeenCalledOnce();
    link.set('up');
    buffer.resume();
    await vi.waitFor(() => expect(link.delivered).toEqual(['a', 'b', 'c']));
    await buffer.publish('d');
    expect(link.delivered).toEqual(['a', 'b', 'c', 'd']);
    expect(logger.info).toHaveBeenCalledOnce();
    buffer.close();
  });

  it('keeps only the newest events when the buffer is full, and says how many were dropped', async () => {
    const link = transport();
    const logger = log();
    const buffer = createPublishBuffer({
      send: link.send,
      log: logger,
      bufferSize: 2,
      retryAfterMs: 10_000,
    });
    link.set('refused');
    for (const payload of ['a', 'b', 'c', 'd']) await buffer.publish(payload);
    link.set('up');
    buffer.resume();
    await vi.waitFor(() => expect(link.delivered).toEqual(['c', 'd']));
    expect(logger.info.mock.calls[0]?.[0]).toContain('2 dropped');
    buffer.close();
  });

  it('does not send again what a silent connection timed out on, and retries the rest later', async () => {
    const link = transport();
    const buffer = createPublishBuffer({
      send: link.send,
      log: log(),
      bufferSize: 3,
      retryAfterMs: 30,
    });
    link.set('silent');
    await buffer.publish('a'); // written to the silent connection: counted as on its way
    await buffer.publish('b'); // buffered
    link.set('up');
    await vi.waitFor(() => expect(link.delivered).toEqual(['b']));
    buffer.close();
  });
});
