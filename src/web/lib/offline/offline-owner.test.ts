import { describe, expect, it } from 'vitest';
import { getCached, setCached } from './offline-cache';
import { claimOfflineData, OFFLINE_OWNER_KEY } from './offline-owner';
import { enqueueRequest, getQueueCount } from './offline-queue';

// The offline cache and queue hold one person's data, never another's.

describe('claimOfflineData', () => {
  it("keeps the same person's data and drops the last person's when someone else signs in", () => {
    claimOfflineData(5);
    setCached('/api/orders', [{ id: 1 }]);
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    claimOfflineData(5);
    expect(getCached('/api/orders')).toEqual([{ id: 1 }]);
    expect(getQueueCount()).toBe(1);

    claimOfflineData(6);
    expect(getCached('/api/orders')).toBeNull();
    expect(getQueueCount()).toBe(0);
    expect(localStorage.getItem(OFFLINE_OWNER_KEY)).toBe('6');
  });

  it('keeps what a first sign-in on the device found (written before the owner was known)', () => {
    setCached('/api/vendors', [{ id: 2 }]);
    claimOfflineData(7);
    expect(getCached('/api/vendors')).toEqual([{ id: 2 }]);
  });
});
