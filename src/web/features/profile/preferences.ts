import { useState } from 'react';
import { PREFERENCES_KEY, readJson, writeJson } from '../../lib/storage';

// accounts spec 2.4: both toggles are on by default and kept on this device only.
export type Preferences = { pushNotifications: boolean; locationServices: boolean };
export const DEFAULT_PREFERENCES: Preferences = { pushNotifications: true, locationServices: true };

export function readPreferences(): Preferences {
  return { ...DEFAULT_PREFERENCES, ...readJson<Partial<Preferences>>(PREFERENCES_KEY, {}) };
}

export function usePreferences() {
  const [preferences, setPreferences] = useState(readPreferences);
  const update = (changes: Partial<Preferences>) => {
    const next = { ...preferences, ...changes };
    writeJson(PREFERENCES_KEY, next);
    setPreferences(next);
  };
  return [preferences, update] as const;
}
