import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every component test starts from a clean page: unmounted trees, real timers, no stubbed
// globals (fetch, WebSocket, Audio ...) and empty local storage.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});
