import { and, eq } from 'drizzle-orm';
import {
  offeringFormMessages,
  partnershipFormMessages,
  type OfferingCreate,
  type OfferingUpdate,
  type PartnershipCreate,
  type PartnershipUpdate,
  type PartnershipView,
  type SpecialOfferingView,
} from '../../../contract/partnerships';
import type { Database, Executor } from '../../db/client';
import { insertRow, lockRow } from '../../db/rows';
import { artists, events, menuItems, partnerships, specialOfferings } from '../../db/schema';
import { AppError, invalidField } from '../../errors';
import { offeringUpdateMessage } from '../../realtime/events';
import { recordAdminAction, type AdminAction } from '../admin/admin-audit.service';
import { addToOutbox } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { findOfferingViews, findPartnershipViews } from './partnerships.service';

// Vendors manage their own partnerships and limited offerings; an admin may change
// anyone's, and the change goes to the admin audit log.

/** The vendor changing its own, or an admin (`vendorId` null: no ownership check). */
export type Owner = { vendorId: number } | { vendorId: null; adminUserId: number };

async function auditIfAdmin(
  tx: Executor,
  owner: Owner,
  entry: Omit<AdminAction, 'actorUserId'>,
): Promise<void> {
  if (owner.vendorId === null)
    await recordAdminAction(tx, { ...entry, actorUserId: owner.adminUserId });
}

const ownedBy = <T extends { vendorId: number }>(row: T | undefined, owner: Owner) =>
  row !== undefined && (owner.vendorId === null || row.vendorId === owner.vendorId);

async function partnershipView(db: Executor, id: number): Promise<PartnershipView> {
  const [view] = await findPartnershipViews(db, eq(partnerships.id, id));
  if (!view) throw new AppError('NOT_FOUND', 404, partnershipFormMessages.notFound);
  return view;
}

async function offeringView(db: Executor, id: number): Promise<SpecialOfferingView> {
  const [view] = await findOfferingViews(db, eq(specialOfferings.id, id));
  if (!view) throw new AppError('NOT_FOUND', 404, offeringFormMessages.notFound);
  return view;
}

export const listOwnPartnerships = (db: Executor, vendorId: number) =>
  findPartnershipViews(db, eq(partnerships.vendorId, vendorId));

export const listOwnOfferings = (db: Executor, vendorId: number) =>
  findOfferingViews(db, eq(specialOfferings.vendorId, vendorId));

/** The vendor's own, not archived menu item: the price the special is measured against. */
async function ownMenuItem(tx: Executor, vendorId: number, menuItemId: number) {
  const [item] = await tx
    .select()
    .from(menuItems)
    .where(
      and(
        eq(menuItems.id, menuItemId),
        eq(menuItems.vendorId, vendorId),
        eq(menuItems.isArchived, false),
      ),
    );
  if (!item) throw invalidField('body.menuItemId', partnershipFormMessages.menuItem);
  return item;
}

async function assertArtist(tx: Executor, artistId: number) {
  const [artist] = await tx
    .select({ id: artists.id })
    .from(artists)
    .where(eq(artists.id, artistId));
  if (!artist) throw invalidField('body.artistId', partnershipFormMessages.artist);
}

async function assertEvent(tx: Executor, eventId: number) {
  const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw invalidField('body.eventId', offeringFormMessages.event);
}

function assertFuture(field: string, iso: string | null | undefined, message: string, now: Date) {
  if (iso && new Date(iso) <= now) throw invalidField(`body.${field}`, message);
}

/** POST /api/vendor/partnerships: the special price is below the item's menu price. */
export async function createPartnership(
  db: Database,
  vendorId: number,
  body: PartnershipCreate,
  now: Date = new Date(),
): Promise<PartnershipView> {
  const id = await db.transaction(async (tx) => {
    await assertArtist(tx, body.artistId);
    const item = await ownMenuItem(tx, vendorId, body.menuItemId);
    if (body.specialPrice >= item.priceCents)
      throw invalidField('body.specialPrice', partnershipFormMessages.notBelowMenuPrice);
    assertFuture('validUntil', body.validUntil, partnershipFormMessages.validUntilPast, now);
    const row = await insertRow(tx, partnerships, {
      artistId: body.artistId,
      menuItemId: item.id,
      vendorId,
      partnershipType: body.partnershipType,
      specialPriceCents: body.specialPrice,
      originalPriceCents: item.priceCents,
      artistMessage: body.artistMessage,
      validUntil: body.validUntil ? new Date(body.validUntil) : null,
      isActive: body.isActive,
    });
    return row.id;
  });
  return partnershipView(db, id);
}

/** PATCH a partnership: another item takes that item's menu price as the original price. */
export async function updatePartnership(
  db: Database,
  owner: Owner,
  id: number,
  body: PartnershipUpdate,
  now: Date = new Date(),
): Promise<PartnershipView> {
  await db.transaction(async (tx) => {
    const current = await lockRow(tx, partnerships, eq(partnerships.id, id));
    if (!current || !ownedBy(current, owner))
      throw new AppError('NOT_FOUND', 404, partnershipFormMessages.notFound);
    if (body.artistId !== undefined) await assertArtist(tx, body.artistId);
    const item =
      body.menuItemId !== undefined
        ? await ownMenuItem(tx, current.vendorId, body.menuItemId)
        : null;
    const originalPriceCents = item?.priceCents ?? current.originalPriceCents;
    const specialPriceCents = body.specialPrice ?? current.specialPriceCents;
    if (specialPriceCents >= originalPriceCents)
      throw invalidField('body.specialPrice', partnershipFormMessages.notBelowMenuPrice);
    assertFuture('validUntil', body.validUntil, partnershipFormMessages.validUntilPast, now);
    await tx
      .update(partnerships)
      .set({
        artistId: body.artistId,
        menuItemId: item?.id,
        partnershipType: body.partnershipType,
        specialPriceCents,
        originalPriceCents,
        artistMessage: body.artistMessage,
        validUntil:
          body.validUntil === undefined
            ? undefined
            : body.validUntil
              ? new Date(body.validUntil)
              : null,
        isActive: body.isActive,
      })
      .where(eq(partnerships.id, id));
    await auditIfAdmin(tx, owner, {
      action: 'partnership.update',
      entityId: id,
      summary: `Updated an artist partnership (#${id})`,
      before: current,
      after: body,
    });
  });
  return partnershipView(db, id);
}

/** Open pages show the offering's stock and button as they are now. */
const recordStock = (tx: Executor, offeringId: number, remainingQuantity: number) =>
  addToOutbox(tx, [offeringUpdateMessage({ offeringId, remainingQuantity })]);

/** POST /api/vendor/special-offerings: every unit starts available. */
export async function createOffering(
  db: Database,
  sender: OutboxSender,
  vendorId: number,
  body: OfferingCreate,
  now: Date = new Date(),
): Promise<SpecialOfferingView> {
  const id = await withOutbox(db, sender, async (tx) => {
    await assertEvent(tx, body.eventId);
    assertFuture(
      'preOrderDeadline',
      body.preOrderDeadline,
      'The pre-order deadline must be in the future',
      now,
    );
    const row = await insertRow(tx, specialOfferings, {
      vendorId,
      eventId: body.eventId,
      title: body.title,
      description: body.description,
      priceCents: body.price,
      offeringType: body.offeringType,
      availableQuantity: body.availableQuantity,
      remainingQuantity: body.availableQuantity,
      preOrderDeadline: body.preOrderDeadline ? new Date(body.preOrderDeadline) : null,
      pickupInstructions: body.pickupInstructions,
      artistMessage: body.artistMessage,
      maxPerCustomer: body.maxPerCustomer,
      isActive: body.isActive,
    });
    await recordStock(tx, row.id, row.remainingQuantity);
    return row.id;
  });
  return offeringView(db, id);
}

/**
 * PATCH an offering. The row is locked, so a pre-order in flight is counted: a new
 * availableQuantity keeps what is sold or held and moves the remaining stock by the difference.
 */
export async function updateOffering(
  db: Database,
  sender: OutboxSender,
  owner: Owner,
  id: number,
  body: OfferingUpdate,
): Promise<SpecialOfferingView> {
  await withOutbox(db, sender, async (tx) => {
    const current = await lockRow(tx, specialOfferings, eq(specialOfferings.id, id));
    if (!current || !ownedBy(current, owner))
      throw new AppError('NOT_FOUND', 404, offeringFormMessages.notFound);
    if (body.eventId !== undefined) await assertEvent(tx, body.eventId);
    const taken = current.availableQuantity - current.remainingQuantity;
    const available = body.availableQuantity ?? current.availableQuantity;
    if (available < taken)
      throw invalidField('body.availableQuantity', offeringFormMessages.belowTaken(taken));
    await tx
      .update(specialOfferings)
      .set({
        eventId: body.eventId,
        title: body.title,
        description: body.description,
        priceCents: body.price,
        offeringType: body.offeringType,
        availableQuantity: available,
        remainingQuantity: available - taken,
        preOrderDeadline:
          body.preOrderDeadline === undefined
            ? undefined
            : body.preOrderDeadline
              ? new Date(body.preOrderDeadline)
              : null,
        pickupInstructions: body.pickupInstructions,
        artistMessage: body.artistMessage,
        maxPerCustomer: body.maxPerCustomer,
        isActive: body.isActive,
      })
      .where(eq(specialOfferings.id, id));
    await auditIfAdmin(tx, owner, {
      action: 'special_offering.update',
      entityId: id,
      summary: `Updated special offering ${current.title}`,
      before: current,
      after: body,
    });
    await recordStock(tx, id, available - taken);
  });
  return offeringView(db, id);
}
