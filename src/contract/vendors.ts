import { z } from 'zod';
import type { EVENT_STATUSES, MENU_CATEGORIES, PRICE_RANGES, VENDOR_TYPES } from './enums';

export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** A vendor as customers see it (customer spec 3). */
export type VendorView = {
  id: number;
  name: string;
  cuisine: string;
  description: string;
  vendorType: (typeof VENDOR_TYPES)[number];
  rating: number;
  reviewCount: number;
  priceRange: (typeof PRICE_RANGES)[number];
  estimatedPrepTime: number;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  location: string | null;
  address: string | null;
  phone: string | null;
  averageDeliveryTime: number | null;
  /** Accepting orders (false: temporarily closed). */
  isActive: boolean;
};

export type MenuItemView = {
  id: number;
  vendorId: number;
  name: string;
  description: string;
  /** 2-decimal string, e.g. '15.99'. */
  price: string;
  priceCents: number;
  category: MenuCategory;
  imageUrl: string | null;
  isAvailable: boolean;
  isPopular: boolean;
};

/** customer spec 3: the current event. */
export type CurrentEventView = {
  id: number;
  name: string;
  date: string;
  endDate: string | null;
  venue: string;
  location: string | null;
  status: 'upcoming' | 'ongoing' | 'ended';
  venueLatitude: number | null;
  venueLongitude: number | null;
};

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

/** GET /api/vendors/{id} and /api/vendors/{id}/menu. */
export const vendorIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Vendor id must be a number' })
    .int('Vendor id must be a whole number')
    .positive('Vendor id must be a positive number'),
});

export type EventStatus = (typeof EVENT_STATUSES)[number];

/** accounts spec 3: an event, as listed by GET /api/events (artist page). */
export type EventView = {
  id: number;
  name: string;
  artistId: number | null;
  venueId: number;
  /** The venue's name. */
  venue: string;
  /** The venue's address. */
  location: string | null;
  eventDate: string;
  estimatedEndTime: string | null;
  /** Derived from the dates: an event past its end is 'ended' even if nobody updated it. */
  status: EventStatus;
  /** Ids of the vendors assigned to the event. */
  assignedVendors: number[];
};
