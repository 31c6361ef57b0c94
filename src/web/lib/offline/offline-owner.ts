import { storageKey } from '../storage';
import { clearOfflineCache } from './offline-cache';
import { clearQueue } from './offline-queue';

/** Whose reads and writes the offline cache and queue hold (one person's data, never another's). */
export const OFFLINE_OWNER_KEY = storageKey('offlineOwner');

/**
 * Called with the signed-in person's id: when someone else signed in on this device (without
 * logging the last one out), the last person's cached reads and waiting writes are dropped.
 */
export function claimOfflineData(userId: number): void {
  const owner = localStorage.getItem(OFFLINE_OWNER_KEY);
  if (owner === String(userId)) return;
  if (owner !== null) {
    clearOfflineCache();
    clearQueue();
  }
  localStorage.setItem(OFFLINE_OWNER_KEY, String(userId));
}
