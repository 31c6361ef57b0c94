import { webcrypto } from 'node:crypto';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The component tests run in one VM context per file (vmThreads: the DOM library loads once per
// worker, not once per file), which holds jsdom's globals only: Web Crypto and the Streams API
// that a browser has come from Node, which implements the same standards.
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
});

// jsdom lays nothing out, so it has no scrollIntoView; a test that cares spies on it
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// The component tests share two cores with the rest of the suite (the API tests' databases, the
// build): an effect can run later than Testing Library's default 1 s wait on a busy machine. A
// wait only lasts until what it waits for happens, so a longer one slows no passing test.
configure({ asyncUtilTimeout: 3_000 });

// Every component test starts from a clean page: unmounted trees, real timers, no stubbed
// globals (fetch, WebSocket, Audio ...) and empty local storage.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});
