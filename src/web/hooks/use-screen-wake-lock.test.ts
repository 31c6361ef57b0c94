import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './use-screen-wake-lock';

// The hatch screen keeps the phone's screen on while it is shown, with a fake wakeLock here.

type FakeLock = { released: boolean; release: () => Promise<void> };

function fakeWakeLock() {
  const locks: FakeLock[] = [];
  const request = vi.fn(async (type: string) => {
    expect(type).toBe('screen');
    const lock: FakeLock = {
      released: false,
      release: vi.fn(async () => {
        lock.released = true;
      }),
    };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, locks };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useScreenWakeLock', () => {
  it('holds the lock while shown, asks again when the page shows again, and lets go on leave', async () => {
    const { request, locks } = fakeWakeLock();
    const view = renderHook(() => useScreenWakeLock());
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));

    // hidden: the browser drops the lock itself; shown again: a new one
    await act(async () => {
      locks[0]!.released = true;
      setVisibility('hidden');
    });
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));

    // still held: showing again asks for nothing more
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);

    view.unmount();
    expect(locks[1]!.release).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the browser has no wake lock, and shrugs off a refusal', async () => {
    expect('wakeLock' in navigator).toBe(false);
    renderHook(() => useScreenWakeLock()).unmount();

    const request = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const view = renderHook(() => useScreenWakeLock());
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    view.unmount();
  });
});
