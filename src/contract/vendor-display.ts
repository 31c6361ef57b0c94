// Zod-free, so the web app's first screen can use it without the schema library;
// vendors.ts re-exports it.

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

// customer spec 9: miles = km x 0.621371; feet below 0.1 mi.
export const KM_TO_MILES = 0.621371;
const FEET_PER_MILE = 5280;

export type DistanceUnit = 'imperial' | 'metric';

export function formatDistance(km: number, unit: DistanceUnit = 'imperial'): string {
  if (unit === 'metric') return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`;
  const miles = km * KM_TO_MILES;
  if (miles < 0.1) return `${Math.round(miles * FEET_PER_MILE)} ft`;
  return `${miles.toFixed(1)} mi`;
}

/** Miles and feet for the US, Liberia and Myanmar (and the UK for road distances); km elsewhere. */
export function distanceUnitForLocale(locale: string | undefined): DistanceUnit {
  const region = (locale ?? 'en-US').split(/[-_]/)[1]?.toUpperCase();
  return region === undefined || ['US', 'LR', 'MM', 'GB'].includes(region) ? 'imperial' : 'metric';
}

/** Cuisine names are stored lowercase; shown in title case ('bbq' -> 'BBQ'). */
export function cuisineLabel(cuisine: string): string {
  if (cuisine.toLowerCase() === 'bbq') return 'BBQ';
  return cuisine.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
