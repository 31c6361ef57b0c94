import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../contract/demo';
import { hashPassword } from '../auth/password';
import type { Database, Executor, Transaction } from '../db/client';
import {
  artists,
  crewMembers,
  eventVendors,
  events,
  mealPrograms,
  mealTickets,
  menuItems,
  menuItemOptionGroups,
  menuOptionGroups,
  menuOptions,
  partnerships,
  settings,
  specialOfferings,
  users,
  vendors,
  venues,
} from '../db/schema';
import {
  artistData,
  crewData,
  DEMO_CUSTOMER_EMAIL,
  demoAccounts,
  eventData,
  mealProgramData,
  offeringData,
  partnershipData,
  settingsData,
  venueData,
  type AccountKey,
  type ArtistKey,
  type EventKey,
  type TicketSeed,
  type VendorKey,
  type VenueKey,
} from './seed-data';
import { vendorData } from './seed-vendors';
import { dishDetails, optionGroupData, type SeedOptionGroup } from './seed-menu-details';
import { newTicketCode } from '../features/talent-crew/meal-tickets.service';

/** Ids of the rows inserted so far, by the keys used in seed-data. */
type Seeded = {
  now: Date;
  artists: Record<ArtistKey, number>;
  events: Record<EventKey, number>;
  vendors: Record<VendorKey, number>;
  /** `${vendorKey}/${item name}` to menu item id and price. */
  menuItems: Map<string, { id: number; priceCents: number }>;
};

// Any constant works; it only has to be the same for every instance seeding this database.
const SEED_LOCK_ID = 4_242_001;

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

function entries<K extends string, V>(record: Record<K, V>): [K, V][] {
  return Object.entries(record) as [K, V][];
}

async function isSeeded(db: Executor): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMER_EMAIL))
    .limit(1);
  return found.length > 0;
}

/**
 * Demo accounts, vendors, menus, events, artists and programs; no orders. Idempotent: does
 * nothing when the demo customer already exists. Everything lands in one transaction.
 */
export async function seedDemo(db: Database): Promise<{ seeded: boolean }> {
  if (await isSeeded(db)) return { seeded: false };
  const accountKeys = Object.keys(demoAccounts) as AccountKey[];
  // scrypt is slow on purpose, so hash before taking the lock
  const hashes = await Promise.all(accountKeys.map(() => hashPassword(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    // Two instances starting at once: the second waits here, then finds the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await isSeeded(tx)) return { seeded: false };

    const now = new Date();
    const userIds = await insertAccounts(tx, accountKeys, hashes);
    const { artistIds, eventIds } = await insertShows(tx, now);
    const { vendorIds, menu } = await insertVendors(tx, userIds, eventIds);
    const seeded: Seeded = {
      now,
      artists: artistIds,
      events: eventIds,
      vendors: vendorIds,
      menuItems: menu,
    };
    await insertPartnerships(tx, seeded);
    await insertOfferings(tx, seeded);
    await insertMealProgram(tx, seeded);
    await tx.insert(settings).values(settingsData);
    return { seeded: true };
  });
}

async function insertAccounts(
  tx: Transaction,
  keys: AccountKey[],
  hashes: string[],
): Promise<Record<AccountKey, number>> {
  const rows = await tx
    .insert(users)
    .values(keys.map((key, index) => ({ ...demoAccounts[key], passwordHash: hashes[index] ?? '' })))
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return Object.fromEntries(
    keys.map((key) => [key, mustGet(idByEmail, demoAccounts[key].email)]),
  ) as Record<AccountKey, number>;
}

/** Venues, artists and events: one show in progress right now and two coming up. */
async function insertShows(tx: Transaction, now: Date) {
  const venueIds = {} as Record<VenueKey, number>;
  for (const [key, venue] of entries(venueData)) {
    const [row] = await tx.insert(venues).values(venue).returning({ id: venues.id });
    venueIds[key] = must(row).id;
  }
  const artistIds = {} as Record<ArtistKey, number>;
  for (const [key, artist] of entries(artistData)) {
    const [row] = await tx.insert(artists).values(artist).returning({ id: artists.id });
    artistIds[key] = must(row).id;
  }
  const eventIds = {} as Record<EventKey, number>;
  for (const [key, event] of entries(eventData)) {
    const eventDate = minutesFrom(now, event.startsInMinutes);
    const [row] = await tx
      .insert(events)
      .values({
        name: event.name,
        artistId: artistIds[event.artist],
        venueId: venueIds[event.venue],
        eventDate,
        estimatedEndTime: minutesFrom(eventDate, event.durationMinutes),
        status: event.status,
      })
      .returning({ id: events.id });
    eventIds[key] = must(row).id;
  }
  return { artistIds, eventIds };
}

async function insertVendors(
  tx: Transaction,
  userIds: Record<AccountKey, number>,
  eventIds: Record<EventKey, number>,
) {
  const vendorIds = {} as Record<VendorKey, number>;
  const menu = new Map<string, { id: number; priceCents: number }>();
  for (const [key, vendor] of entries(vendorData)) {
    const [row] = await tx
      .insert(vendors)
      .values({ ...vendor.profile, ownerUserId: vendor.owner ? userIds[vendor.owner] : null })
      .returning({ id: vendors.id });
    const vendorId = must(row).id;
    vendorIds[key] = vendorId;

    const items = await tx
      .insert(menuItems)
      .values(
        vendor.menu.map(({ image, ...item }) => ({
          ...item,
          ...dishDetails[item.name],
          vendorId,
          imageUrl: `/images/menu/${image}.svg`,
        })),
      )
      .returning({ id: menuItems.id, name: menuItems.name, priceCents: menuItems.priceCents });
    for (const item of items)
      menu.set(`${key}/${item.name}`, { id: item.id, priceCents: item.priceCents });
    await insertOptionGroups(tx, vendorId, optionGroupData[key], items);

    if (vendor.events.length > 0) {
      await tx
        .insert(eventVendors)
        .values(vendor.events.map((event) => ({ eventId: eventIds[event], vendorId })));
    }
  }
  return { vendorIds, menu };
}

/** The vendor's option groups, each on the dishes that offer it (in the groups' order). */
async function insertOptionGroups(
  tx: Transaction,
  vendorId: number,
  groups: readonly SeedOptionGroup[],
  items: readonly { id: number; name: string }[],
) {
  const positions = new Map<number, number>();
  for (const { options, dishes, ...group } of groups) {
    const [row] = await tx
      .insert(menuOptionGroups)
      .values({ vendorId, ...group })
      .returning({ id: menuOptionGroups.id });
    const groupId = must(row).id;
    await tx
      .insert(menuOptions)
      .values(options.map((option, position) => ({ groupId, position, ...option })));
    await tx.insert(menuItemOptionGroups).values(
      dishes.map((dish) => {
        const item = must(items.find((candidate) => candidate.name === dish));
        const position = positions.get(item.id) ?? 0;
        positions.set(item.id, position + 1);
        return { menuItemId: item.id, groupId, position };
      }),
    );
  }
}

async function insertPartnerships(tx: Transaction, seeded: Seeded): Promise<void> {
  await tx.insert(partnerships).values(
    partnershipData.map((partnership) => {
      const item = mustGet(seeded.menuItems, `${partnership.vendor}/${partnership.menuItem}`);
      return {
        artistId: seeded.artists[partnership.artist],
        menuItemId: item.id,
        vendorId: seeded.vendors[partnership.vendor],
        partnershipType: partnership.partnershipType,
        specialPriceCents: partnership.specialPriceCents,
        originalPriceCents: item.priceCents,
        artistMessage: partnership.artistMessage,
        validUntil: minutesFrom(seeded.now, partnership.validForDays * 24 * 60),
      };
    }),
  );
}

async function insertOfferings(tx: Transaction, seeded: Seeded): Promise<void> {
  await tx.insert(specialOfferings).values(
    offeringData.map(({ vendor, event, deadlineInMinutes, ...offering }) => ({
      ...offering,
      vendorId: seeded.vendors[vendor],
      eventId: seeded.events[event],
      preOrderDeadline: minutesFrom(seeded.now, deadlineInMinutes),
    })),
  );
}

/** A crew meal program with four members; tickets and each member's tallies agree. */
async function insertMealProgram(tx: Transaction, seeded: Seeded): Promise<void> {
  const program = mealProgramData;
  const eventId = seeded.events[program.event];
  const [row] = await tx
    .insert(mealPrograms)
    .values({
      eventId,
      programName: program.programName,
      description: program.description,
      mealAllowanceCents: program.mealAllowanceCents,
      maxTicketsPerPerson: program.maxTicketsPerPerson,
      programType: program.programType,
      validFrom: minutesFrom(seeded.now, program.validFromInMinutes),
      validUntil: minutesFrom(seeded.now, program.validUntilInMinutes),
      budgetTotalCents: program.budgetTotalCents,
    })
    .returning({ id: mealPrograms.id });
  const programId = must(row).id;

  for (const [index, { tickets, ...member }] of crewData.entries()) {
    const spent = (ticket: TicketSeed) =>
      ticket.status === 'redeemed' ? (ticket.spentCents ?? program.mealAllowanceCents) : 0;
    const [memberRow] = await tx
      .insert(crewMembers)
      .values({
        ...member,
        programId,
        eventId,
        mealTicketsAllocated: tickets.filter((ticket) => ticket.status !== 'void').length,
        mealTicketsUsed: tickets.filter((ticket) => ticket.status === 'redeemed').length,
        totalSpentCents: tickets.reduce((total, ticket) => total + spent(ticket), 0),
      })
      .returning({ id: crewMembers.id });
    const crewMemberId = must(memberRow).id;
    await tx.insert(mealTickets).values(
      tickets.map((ticket) => ({
        programId,
        crewMemberId,
        code: newTicketCode(),
        status: ticket.status,
        amountCents: program.mealAllowanceCents,
        spentCents: spent(ticket),
        issuedAt: minutesFrom(seeded.now, program.validFromInMinutes),
        redeemedAt:
          ticket.status === 'redeemed' ? minutesFrom(seeded.now, -120 + index * 15) : null,
        redeemedVendorId: ticket.redeemedVendor ? seeded.vendors[ticket.redeemedVendor] : null,
      })),
    );
  }
}

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('seed: insert returned no row');
  return value;
}

function mustGet<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown reference ${String(key)}`);
  return value;
}
