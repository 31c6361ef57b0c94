import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { centsToDecimal } from '../../../contract/money';
import {
  percentOff,
  type ArtistEvent,
  type ArtistView,
  type PartnershipView,
  type SpecialOfferingView,
} from '../../../contract/partnerships';
import { eventStatusAt } from '../../../contract/pickup';
import type { Executor } from '../../db/client';
import {
  artists,
  events,
  menuItems,
  partnerships,
  specialOfferings,
  vendors,
} from '../../db/schema';
import { eventSchedule, isListed } from '../vendors/vendors.service';

// The public reads of the artist partnerships page (accounts spec 2.13 and 7). Only approved,
// not suspended vendors' partnerships and offerings are shown, like the vendor list.

/** Active and not past validUntil at `now`. */
const currentPartnership = (now: Date) =>
  and(
    eq(partnerships.isActive, true),
    or(isNull(partnerships.validUntil), gt(partnerships.validUntil, now)),
  );

/** GET /api/partnerships: current partnerships, newest first, with artist, item and vendor. */
export async function listPartnerships(db: Executor, now: Date): Promise<PartnershipView[]> {
  return findPartnershipViews(db, and(currentPartnership(now), isListed));
}

/** Partnerships matching `where`, newest first, with artist, item and vendor: one query. */
export async function findPartnershipViews(
  db: Executor,
  where: SQL | undefined,
): Promise<PartnershipView[]> {
  const rows = await db
    .select({
      partnership: partnerships,
      artist: artists,
      item: menuItems,
      vendorName: vendors.name,
    })
    .from(partnerships)
    .innerJoin(artists, eq(artists.id, partnerships.artistId))
    .innerJoin(menuItems, eq(menuItems.id, partnerships.menuItemId))
    .innerJoin(vendors, eq(vendors.id, partnerships.vendorId))
    .where(where)
    .orderBy(desc(partnerships.createdAt), desc(partnerships.id));
  return rows.map(({ partnership, artist, item, vendorName }) => ({
    id: partnership.id,
    artistId: artist.id,
    artistName: artist.name,
    artistImageUrl: artist.imageUrl,
    artistIsVerified: artist.isVerified,
    artistGenres: artist.genres,
    menuItemId: item.id,
    menuItemName: item.name,
    menuItemDescription: item.description,
    menuItemImageUrl: item.imageUrl,
    vendorId: partnership.vendorId,
    vendorName,
    partnershipType: partnership.partnershipType,
    specialPrice: centsToDecimal(partnership.specialPriceCents),
    specialPriceCents: partnership.specialPriceCents,
    originalPrice: centsToDecimal(partnership.originalPriceCents),
    originalPriceCents: partnership.originalPriceCents,
    percentOff: percentOff(partnership.originalPriceCents, partnership.specialPriceCents),
    artistMessage: partnership.artistMessage,
    validUntil: partnership.validUntil?.toISOString() ?? null,
    isActive: partnership.isActive,
    createdAt: partnership.createdAt.toISOString(),
  }));
}

/** GET /api/special-offerings: active offerings (sold out and closed ones too), newest first. */
export async function listSpecialOfferings(db: Executor): Promise<SpecialOfferingView[]> {
  return findOfferingViews(db, and(eq(specialOfferings.isActive, true), isListed));
}

/** Offerings matching `where`, newest first, with vendor, event and artist: one query. */
export async function findOfferingViews(
  db: Executor,
  where: SQL | undefined,
): Promise<SpecialOfferingView[]> {
  const rows = await db
    .select({
      offering: specialOfferings,
      vendorName: vendors.name,
      event: { id: events.id, name: events.name, eventDate: events.eventDate },
      artist: { id: artists.id, name: artists.name, genres: artists.genres },
    })
    .from(specialOfferings)
    .innerJoin(vendors, eq(vendors.id, specialOfferings.vendorId))
    .innerJoin(events, eq(events.id, specialOfferings.eventId))
    .leftJoin(artists, eq(artists.id, events.artistId))
    .where(where)
    .orderBy(desc(specialOfferings.createdAt), desc(specialOfferings.id));
  return rows.map(({ offering, vendorName, event, artist }) => ({
    id: offering.id,
    vendorId: offering.vendorId,
    vendorName,
    eventId: event.id,
    eventName: event.name,
    eventDate: event.eventDate.toISOString(),
    artistId: artist?.id ?? null,
    artistName: artist?.name ?? null,
    artistGenres: artist?.genres ?? [],
    title: offering.title,
    description: offering.description,
    price: centsToDecimal(offering.priceCents),
    priceCents: offering.priceCents,
    offeringType: offering.offeringType,
    availableQuantity: offering.availableQuantity,
    remainingQuantity: offering.remainingQuantity,
    preOrderDeadline: offering.preOrderDeadline?.toISOString() ?? null,
    artistMessage: offering.artistMessage,
    pickupInstructions: offering.pickupInstructions,
    isActive: offering.isActive,
    isArtistApproved: offering.isArtistApproved,
    maxPerCustomer: offering.maxPerCustomer,
    createdAt: offering.createdAt.toISOString(),
  }));
}

/**
 * GET /api/artists, A to Z, each with their next show (on now, else the soonest coming up), how
 * many events they play and how many special items they have: three queries, not one per artist.
 */
export async function listArtists(db: Executor, now: Date): Promise<ArtistView[]> {
  const [artistRows, eventRows, partnershipCounts, offeringCounts] = await Promise.all([
    db.select().from(artists).orderBy(asc(artists.name), asc(artists.id)),
    db
      .select({
        id: events.id,
        artistId: events.artistId,
        name: events.name,
        eventDate: events.eventDate,
        estimatedEndTime: events.estimatedEndTime,
        status: events.status,
      })
      .from(events)
      .orderBy(asc(events.eventDate), asc(events.id)),
    db
      .select({ artistId: partnerships.artistId, count: sql<number>`count(*)::int` })
      .from(partnerships)
      .innerJoin(vendors, eq(vendors.id, partnerships.vendorId))
      .where(and(currentPartnership(now), isListed))
      .groupBy(partnerships.artistId),
    db
      .select({ artistId: events.artistId, count: sql<number>`count(*)::int` })
      .from(specialOfferings)
      .innerJoin(events, eq(events.id, specialOfferings.eventId))
      .innerJoin(vendors, eq(vendors.id, specialOfferings.vendorId))
      .where(and(eq(specialOfferings.isActive, true), isListed))
      .groupBy(events.artistId),
  ]);
  const specials = new Map<number, number>();
  for (const row of [...partnershipCounts, ...offeringCounts]) {
    if (row.artistId !== null)
      specials.set(row.artistId, (specials.get(row.artistId) ?? 0) + row.count);
  }
  return artistRows.map((artist) => {
    const own = eventRows.filter((event) => event.artistId === artist.id);
    let nextEvent: ArtistEvent | null = null;
    for (const event of own) {
      const status = eventStatusAt(eventSchedule(event), now);
      if (status === 'ended') continue;
      const candidate = {
        id: event.id,
        name: event.name,
        eventDate: event.eventDate.toISOString(),
        status,
      };
      if (status === 'ongoing') {
        nextEvent = candidate;
        break;
      }
      nextEvent ??= candidate;
    }
    return {
      id: artist.id,
      name: artist.name,
      imageUrl: artist.imageUrl,
      bio: artist.bio,
      genres: artist.genres,
      isVerified: artist.isVerified,
      socialLinks: artist.socialLinks,
      nextEvent,
      eventCount: own.length,
      specialItemCount: specials.get(artist.id) ?? 0,
    };
  });
}
