import { distanceKm } from '../../../contract/vendor-display';
import type { VendorView } from '../../../contract/vendors';
import type { Coordinates } from '../location/use-geolocation';
import { CARD_DEFAULT_PREP_MINUTES, prepMinutes } from './cart-items';

type TextField = 'name' | 'cuisine' | 'description';

/** Case-insensitive match of every word of the query against the given fields. */
export function matchesText(vendor: VendorView, query: string, fields: TextField[]): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map((field) => vendor[field].toLowerCase()).join(' ');
  return words.every((word) => haystack.includes(word));
}

export function vendorDistanceKm(
  vendor: Pick<VendorView, 'latitude' | 'longitude'>,
  from: Coordinates | null | undefined,
): number | null {
  if (!from || vendor.latitude === null || vendor.longitude === null) return null;
  const latitude = Number(vendor.latitude);
  const longitude = Number(vendor.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return distanceKm(from, { latitude, longitude });
}

// Home category chips (customer spec 2, Home).
export const POPULAR_MIN_RATING = 4.5;
export const QUICK_BITES_MAX_PREP_MINUTES = 12;
export const HOME_CATEGORIES = [
  { id: 'popular', label: 'Popular' },
  { id: 'food-trucks', label: 'Food Trucks' },
  { id: 'quick-bites', label: 'Quick Bites' },
  { id: 'restaurants', label: 'Restaurants' },
] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number]['id'];

const prep = (vendor: VendorView) => prepMinutes(vendor, CARD_DEFAULT_PREP_MINUTES);

export function applyHomeCategory(
  vendors: VendorView[],
  category: HomeCategory | null,
): VendorView[] {
  switch (category) {
    case null:
      return vendors;
    case 'popular':
      return vendors
        .filter((vendor) => vendor.rating >= POPULAR_MIN_RATING)
        .sort((a, b) => b.rating - a.rating);
    case 'food-trucks':
      return vendors.filter((vendor) => vendor.vendorType === 'food_truck');
    case 'quick-bites':
      return vendors.filter((vendor) => prep(vendor) <= QUICK_BITES_MAX_PREP_MINUTES);
    case 'restaurants':
      return vendors.filter((vendor) => vendor.vendorType === 'restaurant');
  }
}

// Search cuisine chips (customer spec 2, Search); cuisines are stored lowercase.
export const CUISINE_CHIPS = [
  { value: 'all', label: 'All' },
  { value: 'american', label: 'American' },
  { value: 'mexican', label: 'Mexican' },
  { value: 'korean', label: 'Korean' },
  { value: 'festival food', label: 'Festival Food' },
] as const;
export type CuisineChip = (typeof CUISINE_CHIPS)[number]['value'];

export function matchesCuisine(vendor: VendorView, cuisine: CuisineChip): boolean {
  return cuisine === 'all' || vendor.cuisine.trim().toLowerCase() === cuisine;
}

export type SearchSort = 'relevance' | 'nearest' | 'quickest';

/** Sorted copy; vendors without a known distance go last when sorting by distance. */
export function sortVendors(
  vendors: VendorView[],
  sort: SearchSort,
  from: Coordinates | null,
): VendorView[] {
  if (sort === 'quickest') return [...vendors].sort((a, b) => prep(a) - prep(b));
  if (sort === 'nearest' && from) {
    const known = vendors
      .map((vendor) => ({ vendor, km: vendorDistanceKm(vendor, from) }))
      .filter((entry): entry is { vendor: VendorView; km: number } => entry.km !== null)
      .sort((a, b) => a.km - b.km)
      .map((entry) => entry.vendor);
    return [...known, ...vendors.filter((vendor) => !known.includes(vendor))];
  }
  return vendors;
}
