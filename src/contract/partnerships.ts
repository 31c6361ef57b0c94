import { z } from 'zod';
import { OFFERING_TYPES, PARTNERSHIP_TYPES } from './enums';
import { dateText, dollarsAtLeastZero, idField, optionalText, requiredText } from './form-fields';

// Artist partnerships (accounts spec 2.13, 3, 4, 5): artists, the menu items they endorse
// (partnerships) and limited special offerings, as the public reads answer them, and the page's
// rules: percent off, availability colour, the offering button, search, filters and sorts.

const isoDate = z.string().describe('ISO 8601 timestamp');

export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
export type OfferingType = (typeof OFFERING_TYPES)[number];

export const PARTNERSHIP_TYPE_LABEL: Record<PartnershipType, string> = {
  signature_dish: 'Signature Dish',
  drink_special: 'Drink Special',
  combo_deal: 'Combo Deal',
};
export const OFFERING_TYPE_LABEL: Record<OfferingType, string> = {
  pre_order: 'Pre-order',
  vip_menu: 'VIP Menu',
  limited_edition: 'Limited Edition',
  backstage_special: 'Backstage Special',
};

/** accounts spec 9: genres shown per artist card. */
export const GENRES_SHOWN = 3;

/** The artist's next show: the one on now, else the soonest coming up. */
export const artistEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  eventDate: isoDate,
  status: z.enum(['ongoing', 'upcoming']),
});
export type ArtistEvent = z.infer<typeof artistEventSchema>;

/** GET /api/artists (accounts spec 3, Artist, with what the cards count). */
export const artistViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  bio: z.string(),
  genres: z.array(z.string()),
  isVerified: z.boolean(),
  /** Network name to link, e.g. { instagram: 'https://...' }. */
  socialLinks: z.record(z.string(), z.string()),
  nextEvent: artistEventSchema.nullable(),
  eventCount: z.number().int(),
  /** Current partnerships plus active offerings at the artist's events. */
  specialItemCount: z.number().int(),
});
export type ArtistView = z.infer<typeof artistViewSchema>;

/** GET /api/partnerships: current partnerships (active, not past validUntil). */
export const partnershipViewSchema = z.object({
  id: z.number().int(),
  artistId: z.number().int(),
  artistName: z.string(),
  artistImageUrl: z.string().nullable(),
  artistIsVerified: z.boolean(),
  artistGenres: z.array(z.string()),
  menuItemId: z.number().int(),
  menuItemName: z.string(),
  menuItemDescription: z.string(),
  menuItemImageUrl: z.string().nullable(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  partnershipType: z.enum(PARTNERSHIP_TYPES),
  /** Two decimals, e.g. '14.99'. */
  specialPrice: z.string(),
  specialPriceCents: z.number().int(),
  originalPrice: z.string(),
  originalPriceCents: z.number().int(),
  /** accounts spec 5: rounded (original - special) / original. */
  percentOff: z.number().int(),
  artistMessage: z.string().nullable(),
  validUntil: isoDate.nullable(),
  isActive: z.boolean(),
  createdAt: isoDate,
});
export type PartnershipView = z.infer<typeof partnershipViewSchema>;

/** GET /api/special-offerings: active offerings, sold out and closed ones included. */
export const specialOfferingViewSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventDate: isoDate,
  artistId: z.number().int().nullable(),
  artistName: z.string().nullable(),
  artistGenres: z.array(z.string()),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  priceCents: z.number().int(),
  offeringType: z.enum(OFFERING_TYPES),
  availableQuantity: z.number().int(),
  remainingQuantity: z.number().int(),
  preOrderDeadline: isoDate.nullable(),
  artistMessage: z.string().nullable(),
  pickupInstructions: z.string().nullable(),
  isActive: z.boolean(),
  isArtistApproved: z.boolean(),
  /** The most one customer may pre-order. */
  maxPerCustomer: z.number().int(),
  createdAt: isoDate,
});
export type SpecialOfferingView = z.infer<typeof specialOfferingViewSchema>;

// Rules ------------------------------------------------------------------------------------------

/** accounts spec 5: the rounded percentage off; 0 when there is no original price. */
export function percentOff(originalCents: number, specialCents: number): number {
  if (originalCents <= 0) return 0;
  return Math.round(((originalCents - specialCents) / originalCents) * 100);
}

export type AvailabilityTone = 'green' | 'yellow' | 'red';

/** accounts spec 4: green above 50 % remaining, yellow above 20 %, otherwise red. */
export function availabilityTone(remaining: number, available: number): AvailabilityTone {
  const percent = available > 0 ? (remaining / available) * 100 : 0;
  if (percent > 50) return 'green';
  if (percent > 20) return 'yellow';
  return 'red';
}

export type OfferingButtonState = 'open' | 'closed' | 'sold_out';
export const OFFERING_BUTTON_LABEL: Record<OfferingButtonState, string> = {
  open: 'Pre-order Now',
  closed: 'Pre-order Closed',
  sold_out: 'Sold Out',
};

/** accounts spec 4: sold out at 0 remaining; closed once the deadline has passed (or inactive). */
export function offeringButtonState(
  offering: Pick<SpecialOfferingView, 'remainingQuantity' | 'preOrderDeadline' | 'isActive'>,
  now: Date = new Date(),
): OfferingButtonState {
  if (offering.remainingQuantity <= 0) return 'sold_out';
  if (!offering.isActive) return 'closed';
  if (offering.preOrderDeadline && new Date(offering.preOrderDeadline) <= now) return 'closed';
  return 'open';
}

/** The first GENRES_SHOWN genres and how many more there are ('+N more'). */
export function shownGenres(genres: readonly string[]): { shown: string[]; more: number } {
  return { shown: genres.slice(0, GENRES_SHOWN), more: Math.max(0, genres.length - GENRES_SHOWN) };
}

// Search, filters and sorts (accounts spec 2.13 and 5) -------------------------------------------

export const PARTNERSHIP_SORTS = ['newest', 'oldest', 'artist', 'price-low', 'price-high'] as const;
export type PartnershipSort = (typeof PARTNERSHIP_SORTS)[number];
export const SORT_LABEL: Record<PartnershipSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  artist: 'Artist (A–Z)',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
};

export type PartnershipFilters = {
  search: string;
  /** '' for every genre. */
  genre: string;
  /** '' for every type; a partnership or offering type. */
  type: '' | PartnershipType | OfferingType;
  sort: PartnershipSort;
};
export const NO_FILTERS: PartnershipFilters = { search: '', genre: '', type: '', sort: 'newest' };

const matchesText = (search: string, texts: readonly (string | null)[]) => {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
};
const hasGenre = (genre: string, genres: readonly string[]) =>
  !genre || genres.some((candidate) => candidate.toLowerCase() === genre.toLowerCase());

const byDate = (sort: PartnershipSort) => (a: { createdAt: string }, b: { createdAt: string }) =>
  sort === 'oldest'
    ? a.createdAt.localeCompare(b.createdAt)
    : b.createdAt.localeCompare(a.createdAt);

/** Ties keep the newest first, so a sort never shuffles equal rows. */
function sortRows<T extends { createdAt: string; id: number }>(
  rows: readonly T[],
  sort: PartnershipSort,
  price: (row: T) => number,
  artist: ((row: T) => string) | null,
): T[] {
  const newestFirst = byDate('newest');
  return [...rows].sort((a, b) => {
    if (sort === 'price-low' && price(a) !== price(b)) return price(a) - price(b);
    if (sort === 'price-high' && price(a) !== price(b)) return price(b) - price(a);
    if (sort === 'artist' && artist) {
      const order = artist(a).localeCompare(artist(b));
      if (order !== 0) return order;
    }
    if (sort === 'oldest') return byDate('oldest')(a, b) || a.id - b.id;
    return newestFirst(a, b) || b.id - a.id;
  });
}

/** Artist Specials: search over artist, item and vendor; genre of the artist; partnership type. */
export function filterPartnerships(
  rows: readonly PartnershipView[],
  filters: PartnershipFilters,
): PartnershipView[] {
  const kept = rows.filter(
    (row) =>
      matchesText(filters.search, [row.artistName, row.menuItemName, row.vendorName]) &&
      hasGenre(filters.genre, row.artistGenres) &&
      (!filters.type || filters.type === row.partnershipType),
  );
  return sortRows(
    kept,
    filters.sort,
    (row) => row.specialPriceCents,
    (row) => row.artistName,
  );
}

/** VIP Experiences: the artist sort does not apply (accounts spec 5); it falls back to newest. */
export function filterOfferings(
  rows: readonly SpecialOfferingView[],
  filters: PartnershipFilters,
): SpecialOfferingView[] {
  const kept = rows.filter(
    (row) =>
      matchesText(filters.search, [row.artistName, row.title, row.vendorName]) &&
      hasGenre(filters.genre, row.artistGenres) &&
      (!filters.type || filters.type === row.offeringType),
  );
  return sortRows(kept, filters.sort, (row) => row.priceCents, null);
}

/** All Artists: search over the artist's name and genres; the genre filter. */
export function filterArtists(
  rows: readonly ArtistView[],
  filters: PartnershipFilters,
): ArtistView[] {
  return rows.filter(
    (row) =>
      matchesText(filters.search, [row.name, ...row.genres]) && hasGenre(filters.genre, row.genres),
  );
}

/** The genres of every artist, once each, A to Z (the genre filter's options). */
export function genreOptions(artists: readonly { genres: readonly string[] }[]): string[] {
  return [...new Set(artists.flatMap((artist) => artist.genres))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** 'Currently Featuring': artists with a show on now or coming up, those on now first. */
export function featuredArtists(artists: readonly ArtistView[]): ArtistView[] {
  return artists
    .filter((artist) => artist.nextEvent !== null)
    .sort((a, b) => {
      const aNow = a.nextEvent?.status === 'ongoing' ? 0 : 1;
      const bNow = b.nextEvent?.status === 'ongoing' ? 0 : 1;
      return (
        aNow - bNow || (a.nextEvent?.eventDate ?? '').localeCompare(b.nextEvent?.eventDate ?? '')
      );
    });
}

// Limited drops: pre-orders ---------------------------------------------------------------------

/** A pre-order holds its stock this long; unpaid by then, it is cancelled and the stock released. */
export const PRE_ORDER_HOLD_MINUTES = 10;
export const MAX_PRE_ORDER_QUANTITY = 10;

export const preOrderMessages = {
  quantity: `Quantity must be a whole number from 1 to ${MAX_PRE_ORDER_QUANTITY}`,
  soldOut: 'Sold Out',
  closed: 'Pre-order Closed',
  notFound: 'Special offering not found',
  onlyLeft: (remaining: number) => `Only ${remaining} left`,
  perCustomer: (max: number) => `You can pre-order at most ${max} of this offering`,
  holdReleased: 'Your pre-order hold ran out before payment, so the items went back on sale.',
} as const;

/** Path parameter `{id}` of a partnership or a special offering. */
export const specialOfferingParamsSchema = z.object({ id: idField('No such id') });

/** POST /api/special-offerings/{id}/pre-orders. */
export const preOrderSchema = z.strictObject({
  quantity: z
    .number({ error: preOrderMessages.quantity })
    .int(preOrderMessages.quantity)
    .min(1, preOrderMessages.quantity)
    .max(MAX_PRE_ORDER_QUANTITY, preOrderMessages.quantity),
});
export type PreOrderInput = z.infer<typeof preOrderSchema>;

// Vendors manage their partnerships and offerings ------------------------------------------------

export const partnershipFormMessages = {
  artist: 'Please select an artist',
  menuItem: 'Please select one of your menu items',
  type: 'Partnership type must be signature_dish, drink_special or combo_deal',
  specialPrice: 'Special price must be an amount of at least 0',
  notBelowMenuPrice: 'The special price must be below the menu price',
  validUntil: 'Valid until must be a date',
  validUntilPast: 'Valid until must be in the future',
  empty: 'Send at least one field to change',
  notFound: 'Partnership not found',
} as const;

const partnershipFields = {
  artistId: idField(partnershipFormMessages.artist),
  menuItemId: idField(partnershipFormMessages.menuItem),
  partnershipType: z.enum(PARTNERSHIP_TYPES, { error: partnershipFormMessages.type }),
  /** Dollars, e.g. 14.99; kept as cents. */
  specialPrice: dollarsAtLeastZero(partnershipFormMessages.specialPrice),
  artistMessage: optionalText(500),
  /** Null or absent: no end date. */
  validUntil: dateText(partnershipFormMessages.validUntil).nullable().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/** POST /api/vendor/partnerships; the original price is the menu item's price (server). */
export const partnershipCreateSchema = z.strictObject({
  ...partnershipFields,
  isActive: partnershipFields.isActive.default(true),
});
export type PartnershipCreateInput = z.input<typeof partnershipCreateSchema>;
export type PartnershipCreate = z.output<typeof partnershipCreateSchema>;

/** PATCH /api/vendor/partnerships/{id} (and /api/admin/partnerships/{id}): the fields sent. */
export const partnershipUpdateSchema = z
  .strictObject(partnershipFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: partnershipFormMessages.empty,
  });
export type PartnershipUpdate = z.output<typeof partnershipUpdateSchema>;

export const offeringFormMessages = {
  event: 'Please select an event',
  title: 'Title is required',
  price: 'Price must be an amount of at least 0',
  type: 'Offering type must be pre_order, vip_menu, limited_edition or backstage_special',
  availableQuantity: 'Available quantity must be a whole number from 1 to 10000',
  preOrderDeadline: 'Pre-order deadline must be a date',
  maxPerCustomer: 'Max per customer must be a whole number from 1 to 10',
  belowTaken: (taken: number) =>
    `Available quantity cannot be below the ${taken} already sold or held`,
  empty: 'Send at least one field to change',
  notFound: 'Special offering not found',
} as const;

const wholeNumber = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

const offeringFields = {
  eventId: idField(offeringFormMessages.event),
  title: requiredText(offeringFormMessages.title, 200),
  description: z.string().trim().max(1000, 'At most 1000 characters'),
  price: dollarsAtLeastZero(offeringFormMessages.price),
  offeringType: z.enum(OFFERING_TYPES, { error: offeringFormMessages.type }),
  availableQuantity: wholeNumber(offeringFormMessages.availableQuantity, 10_000),
  preOrderDeadline: dateText(offeringFormMessages.preOrderDeadline).nullable().optional(),
  pickupInstructions: optionalText(500),
  artistMessage: optionalText(500),
  maxPerCustomer: wholeNumber(offeringFormMessages.maxPerCustomer, MAX_PRE_ORDER_QUANTITY),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/** POST /api/vendor/special-offerings; every unit starts available (remaining = available). */
export const offeringCreateSchema = z.strictObject({
  ...offeringFields,
  description: offeringFields.description.default(''),
  maxPerCustomer: offeringFields.maxPerCustomer.default(2),
  isActive: offeringFields.isActive.default(true),
});
export type OfferingCreateInput = z.input<typeof offeringCreateSchema>;
export type OfferingCreate = z.output<typeof offeringCreateSchema>;

/**
 * PATCH /api/vendor/special-offerings/{id} (and /api/admin/special-offerings/{id}): the fields
 * sent. A new availableQuantity moves remainingQuantity by the same amount; it may not go below
 * what is already sold or held.
 */
export const offeringUpdateSchema = z
  .strictObject(offeringFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: offeringFormMessages.empty,
  });
export type OfferingUpdate = z.output<typeof offeringUpdateSchema>;
