import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
