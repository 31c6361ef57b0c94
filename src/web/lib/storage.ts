// customer spec 4: browser storage keys are prefixed with the product's name.
export const STORAGE_PREFIX = 'CurtainCall';
export const storageKey = (name: string) => `${STORAGE_PREFIX}.${name}`;

export const SPLASH_SEEN_KEY = storageKey('splashSeen');
export const PREFERENCES_KEY = storageKey('preferences');

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    console.warn(`CurtainCall: discarded unreadable stored value "${key}"`);
    localStorage.removeItem(key);
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled (private mode): the app keeps working without persistence
  }
}

/** Fired on window after clearUserStorage, so stores that keep a copy in memory drop it too. */
export const USER_STORAGE_CLEARED_EVENT = 'curtaincall:user-storage-cleared';

/**
 * customer spec 8: logout clears local and session storage (with it the offline cache and queue,
 * which hold one person's data). The splash flag is a fact about the device, not the account, so
 * it survives.
 */
export function clearUserStorage(): void {
  const splashSeen = localStorage.getItem(SPLASH_SEEN_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (splashSeen) localStorage.setItem(SPLASH_SEEN_KEY, splashSeen);
  window.dispatchEvent(new Event(USER_STORAGE_CLEARED_EVENT));
}

/** The customer's last tip choice at checkout (contract/tips.ts), offered again next time. */
export const TIP_CHOICE_KEY = storageKey('tipChoice');
