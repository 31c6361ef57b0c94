import { describe, expect, it, vi } from 'vitest';
import { forwardServiceWorkerMessage, registerServiceWorker } from './service-worker';

const request = {
  id: 'pending-1',
  url: 'http://localhost/api/orders',
  method: 'POST',
  body: { vendorId: 1 },
  headers: { 'content-type': 'application/json' },
};

describe('forwardServiceWorkerMessage', () => {
  it("turns the service worker's queue-request message into the window event", () => {
    const listener = vi.fn();
    window.addEventListener('curtaincall:queue-request', listener);
    try {
      expect(forwardServiceWorkerMessage({ type: 'curtaincall:queue-request', request })).toBe(
        true,
      );
    } finally {
      window.removeEventListener('curtaincall:queue-request', listener);
    }
    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual(request);
  });

  it('ignores any other message', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener('curtaincall:queue-request', listener);
    expect(forwardServiceWorkerMessage({ type: 'SKIP_WAITING' }, target)).toBe(false);
    expect(forwardServiceWorkerMessage({ type: 'curtaincall:queue-request' }, target)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('registerServiceWorker', () => {
  it('registers nothing outside a production build', () => {
    const register = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});
