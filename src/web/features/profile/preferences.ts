import { useState } from 'react';
import { PREFERENCES_KEY, readJson, writeJson } from '../../lib/storage';

// accounts spec 2.4: both toggles are on by default and kept on this device only.
export type Preferences = { pushNotifications: boolean; locationServices: boolean };
export const DEFAULT_PREFERENCES: Preferences = { pushNotifications: true, locationServices: true };

export function readPreferences(): Preferences {
  return { ...DEFAULT_PREFERENCES, ...readJson<Partial<Preferences>>(PREFERENCES_KEY, {}) };
}

/** Saves `changes` over what is stored; the other preferences are kept. */
export function writePreferences(changes: Partial<Preferences>): Preferences {
  const next = { ...readPreferences(), ...changes };
  writeJson(PREFERENCES_KEY, next);
  return next;
}

export function usePreferences() {
  const [preferences, setPreferences] = useState(readPreferences);
  const update = (changes: Partial<Preferences>) => setPreferences(writePreferences(changes));
  return [preferences, update] as const;
}
