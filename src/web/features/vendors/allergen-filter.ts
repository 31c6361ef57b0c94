import { useSyncExternalStore } from 'react';
import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from '../../../contract/menu-rules';
import { readJson, storageKey, USER_STORAGE_CLEARED_EVENT, writeJson } from '../../lib/storage';

// The allergens a customer avoids, kept on this device: the vendor page and quick order hide the
// items that contain one, or show them with a warning (the customer's choice).

export const ALLERGEN_FILTER_KEY = storageKey('allergenFilter');

export type AllergenFilterMode = 'hide' | 'flag';
export type AllergenFilter = { avoid: Allergen[]; mode: AllergenFilterMode };
export const NO_ALLERGEN_FILTER: AllergenFilter = { avoid: [], mode: 'hide' };

/** The stored filter; anything unknown in it is dropped, so an old or edited value still reads. */
export function parseAllergenFilter(value: unknown): AllergenFilter {
  if (!value || typeof value !== 'object') return NO_ALLERGEN_FILTER;
  const { avoid, mode } = value as Record<string, unknown>;
  return {
    avoid: Array.isArray(avoid) ? ALLERGENS.filter((code) => avoid.includes(code)) : [],
    mode: mode === 'flag' ? 'flag' : 'hide',
  };
}

// every screen that shows a menu reads the stored value, so a change in the panel shows everywhere
// at once; the parsed copy is kept while the stored text is the same (a stable snapshot)
let cached: { text: string | null; filter: AllergenFilter } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function storedText(): string | null {
  try {
    return localStorage.getItem(ALLERGEN_FILTER_KEY);
  } catch {
    return null;
  }
}

function read(): AllergenFilter {
  const text = storedText();
  if (cached?.text !== text)
    cached = { text, filter: parseAllergenFilter(readJson<unknown>(ALLERGEN_FILTER_KEY, null)) };
  return cached.filter;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed it, or signing out cleared the device's storage
  window.addEventListener('storage', listener);
  window.addEventListener(USER_STORAGE_CLEARED_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    window.removeEventListener(USER_STORAGE_CLEARED_EVENT, listener);
  };
}

export function saveAllergenFilter(next: AllergenFilter) {
  writeJson(ALLERGEN_FILTER_KEY, parseAllergenFilter(next));
  notify();
}

export function useAllergenFilter() {
  const filter = useSyncExternalStore(subscribe, read, () => NO_ALLERGEN_FILTER);
  return [filter, saveAllergenFilter] as const;
}

/** The avoided allergens an item contains (the item's own; its options' show in the picker). */
export const avoidedAllergens = (
  item: { allergens: readonly Allergen[] },
  filter: AllergenFilter,
) => filter.avoid.filter((code) => item.allergens.includes(code));

/** The items to show: with 'hide', those free of every avoided allergen. */
export function filterByAllergens<Item extends { allergens: readonly Allergen[] }>(
  items: Item[],
  filter: AllergenFilter,
): Item[] {
  if (filter.mode !== 'hide') return items;
  return items.filter((item) => avoidedAllergens(item, filter).length === 0);
}

/** "peanuts", "peanuts and milk", "peanuts, milk, and sesame". */
export function allergenListText(codes: readonly Allergen[]): string {
  const names = codes.map((code) => ALLERGEN_LABELS[code].short.toLowerCase());
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
}

/** Per vendor, how many of its items are free of every avoided allergen ("safe"). */
export function safeItemCounts(
  items: readonly { vendorId: number; isAvailable: boolean; allergens: readonly Allergen[] }[],
  filter: AllergenFilter,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) {
    if (!item.isAvailable) continue;
    const safe = avoidedAllergens(item, filter).length === 0 ? 1 : 0;
    counts.set(item.vendorId, (counts.get(item.vendorId) ?? 0) + safe);
  }
  return counts;
}
