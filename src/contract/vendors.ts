import { z } from 'zod';
import { EVENT_STATUSES, MENU_CATEGORIES, PRICE_RANGES, VENDOR_TYPES } from './enums';
import { idParam } from './ids';
import { ALLERGENS, DIETARY_TAGS, optionGroupViewSchema } from './menu-options';

export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** A vendor as customers see it (customer spec 3). */
export const vendorViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cuisine: z.string(),
  description: z.string(),
  vendorType: z.enum(VENDOR_TYPES),
  rating: z.number(),
  reviewCount: z.number().int(),
  priceRange: z.enum(PRICE_RANGES),
  estimatedPrepTime: z.number().int(),
  imageUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  averageDeliveryTime: z.number().int().nullable(),
  /** Accepting orders (false: temporarily closed). */
  isActive: z.boolean(),
});
export type VendorView = z.infer<typeof vendorViewSchema>;

export const menuItemViewSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 2-decimal string, e.g. '15.99'. */
  price: z.string(),
  priceCents: z.number().int(),
  category: z.enum(MENU_CATEGORIES),
  imageUrl: z.string().nullable(),
  isAvailable: z.boolean(),
  isPopular: z.boolean(),
  allergens: z.array(z.enum(ALLERGENS)),
  dietaryTags: z.array(z.enum(DIETARY_TAGS)),
  /** Portions left; null when the vendor does not count them. At 0 the item is sold out. */
  stockCount: z.number().int().nullable(),
  /** Portions each day: stockCount goes back to it at the vendor's reset time; null: no reset. */
  dailyStockCount: z.number().int().nullable(),
  optionGroups: z.array(optionGroupViewSchema),
});
export type MenuItemView = z.infer<typeof menuItemViewSchema>;

/** customer spec 3: the current event. */
export const currentEventViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
  venue: z.string(),
  location: z.string().nullable(),
  status: z.enum(['upcoming', 'ongoing', 'ended']),
  venueLatitude: z.number().nullable(),
  venueLongitude: z.number().nullable(),
});
export type CurrentEventView = z.infer<typeof currentEventViewSchema>;

export {
  cuisineLabel,
  distanceKm,
  distanceUnitForLocale,
  formatDistance,
  KM_TO_MILES,
  type DistanceUnit,
} from './vendor-display';

/** GET /api/vendors/{id} and /api/vendors/{id}/menu. */
export const vendorIdParamsSchema = z.object({
  id: idParam('Vendor id'),
});

export type EventStatus = (typeof EVENT_STATUSES)[number];

/** accounts spec 3: an event, as listed by GET /api/events (artist page). */
export const eventViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  artistId: z.number().int().nullable(),
  venueId: z.number().int(),
  /** The venue's name. */
  venue: z.string(),
  /** The venue's address. */
  location: z.string().nullable(),
  eventDate: z.string(),
  estimatedEndTime: z.string().nullable(),
  /** Derived from the dates: an event past its end is 'ended' even if nobody updated it. */
  status: z.enum(EVENT_STATUSES),
  /** Ids of the vendors assigned to the event. */
  assignedVendors: z.array(z.number().int()),
});
export type EventView = z.infer<typeof eventViewSchema>;
