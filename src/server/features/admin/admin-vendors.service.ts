import { asc, eq } from 'drizzle-orm';
import { hasOrderableItem } from '../vendors/vendors.service';
import {
  incompleteApplicationMessage,
  listingGaps,
  type AdminVendorView,
  type VendorApproval,
  type VendorSuspension,
} from '../../../contract/admin';
import type { Database, Transaction } from '../../db/client';
import { lockRow } from '../../db/rows';
import { users, vendors, type Vendor } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { vendorUpdateMessage } from '../../realtime/events';
import {
  recordNotification,
  recordVendorApplicationDecided,
} from '../notifications/notifications.service';
import { addToOutbox } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { recordAdminAction, type AdminAction } from './admin-audit.service';

// accounts spec 2.10 Vendors and 4: an application is pending until an admin approves or rejects
// it; an approved vendor can be suspended (hidden from customers) and reactivated.

type VendorRow = { vendor: Vendor; ownerEmail: string | null; hasOrderableItem: boolean };

export function toAdminVendorView(row: VendorRow): AdminVendorView {
  const { vendor, ownerEmail } = row;
  return {
    id: vendor.id,
    name: vendor.name,
    description: vendor.description,
    cuisine: vendor.cuisine,
    priceRange: vendor.priceRange,
    phone: vendor.phone,
    address: vendor.address,
    approvalStatus: vendor.approvalStatus,
    isActive: vendor.isActive,
    isSuspended: vendor.suspendedAt !== null,
    ownerUserId: vendor.ownerUserId,
    ownerEmail,
    missingForListing: listingGaps({
      description: vendor.description,
      hasOrderableItem: row.hasOrderableItem,
    }),
    createdAt: vendor.createdAt.toISOString(),
  };
}

const vendorWithOwner = (db: Database) =>
  db
    .select({ vendor: vendors, ownerEmail: users.email, hasOrderableItem })
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.ownerUserId));

/** Pending applications, oldest first (the first to apply is reviewed first). */
export async function listPendingVendors(db: Database): Promise<AdminVendorView[]> {
  const rows = await vendorWithOwner(db)
    .where(eq(vendors.approvalStatus, 'pending'))
    .orderBy(asc(vendors.createdAt), asc(vendors.id));
  return rows.map(toAdminVendorView);
}

export async function listAllVendors(db: Database): Promise<AdminVendorView[]> {
  const rows = await vendorWithOwner(db).orderBy(asc(vendors.name), asc(vendors.id));
  return rows.map(toAdminVendorView);
}

const auditFields = (vendor: Vendor) => ({
  approvalStatus: vendor.approvalStatus,
  suspendedAt: vendor.suspendedAt,
});

/**
 * Locks the vendor, saves what `change.decide` returns, audits it and records what
 * `change.tell` has to say in the same transaction; sent after the commit.
 */
async function changeVendor(
  db: Database,
  sender: OutboxSender,
  input: { actorUserId: number; vendorId: number },
  change: {
    action: AdminAction['action'];
    summary: (vendor: Vendor) => string;
    decide: (
      vendor: Vendor,
      gaps: string[],
    ) => Partial<Pick<Vendor, 'approvalStatus' | 'suspendedAt'>>;
    tell: (tx: Transaction, before: Vendor, after: Vendor) => Promise<void>;
  },
): Promise<VendorRow> {
  return withOutbox(db, sender, async (tx) => {
    const before = await lockRow(tx, vendors, eq(vendors.id, input.vendorId));
    if (!before) throw notFound('Vendor');
    const [menu] = await tx
      .select({ hasOrderableItem })
      .from(vendors)
      .where(eq(vendors.id, input.vendorId));
    const hasItem = menu?.hasOrderableItem ?? false;
    const gaps = listingGaps({ description: before.description, hasOrderableItem: hasItem });
    const [after] = await tx
      .update(vendors)
      .set(change.decide(before, gaps))
      .where(eq(vendors.id, input.vendorId))
      .returning();
    if (!after) throw notFound('Vendor');
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: change.action,
      entityId: input.vendorId,
      summary: change.summary(after),
      before: auditFields(before),
      after: auditFields(after),
    });
    await change.tell(tx, before, after);
    const [owner] = after.ownerUserId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, after.ownerUserId))
      : [];
    return { vendor: after, ownerEmail: owner?.email ?? null, hasOrderableItem: hasItem };
  });
}

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/**
 * Approves (pending or rejected) or rejects (pending) an application. Approval lists the vendor for
 * customers at once (live vendor_update); the owner is notified either way, with the reason.
 */
export async function decideVendorApplication(
  db: Database,
  sender: OutboxSender,
  input: { actorUserId: number; vendorId: number; decision: VendorApproval },
): Promise<AdminVendorView> {
  const { approved, reason } = input.decision;
  const after = await changeVendor(db, sender, input, {
    action: approved ? 'vendor.approve' : 'vendor.reject',
    summary: (vendor) => `${approved ? 'Approved' : 'Rejected'} vendor ${vendor.name}`,
    decide: (vendor, gaps) => {
      if (approved && vendor.approvalStatus === 'approved')
        throw conflict('This vendor is already approved');
      // approval lists the vendor: never an empty shop window
      if (approved && gaps.length > 0)
        throw conflict(incompleteApplicationMessage(vendor.name, gaps));
      if (!approved && vendor.approvalStatus !== 'pending')
        throw conflict(
          vendor.approvalStatus === 'rejected'
            ? 'This application is already rejected'
            : 'An approved vendor is suspended, not rejected',
        );
      return { approvalStatus: approved ? 'approved' : 'rejected' };
    },
    // the owner is told (with the reason); the vendor_update lists an approved vendor at once
    tell: async (tx) => {
      await recordVendorApplicationDecided(tx, {
        vendorId: input.vendorId,
        decision: approved ? 'approved' : 'rejected',
        reason: reason ?? null,
      });
    },
  });
  return toAdminVendorView(after);
}

/** Suspends (hidden from customers, no new orders) or reactivates an approved vendor. */
export async function setVendorSuspended(
  db: Database,
  sender: OutboxSender,
  input: { actorUserId: number; vendorId: number; change: VendorSuspension },
): Promise<AdminVendorView> {
  const { suspended, reason } = input.change;
  const after = await changeVendor(db, sender, input, {
    action: suspended ? 'vendor.suspend' : 'vendor.reactivate',
    summary: (vendor) => `${suspended ? 'Suspended' : 'Reactivated'} vendor ${vendor.name}`,
    decide: (vendor) => {
      if (vendor.approvalStatus !== 'approved')
        throw conflict('Only an approved vendor can be suspended or reactivated');
      return { suspendedAt: suspended ? (vendor.suspendedAt ?? new Date()) : null };
    },
    tell: async (tx, before, vendor) => {
      // suspending a suspended vendor (or the reverse) changes nothing and tells nobody
      if ((before.suspendedAt !== null) === suspended) return;
      await addToOutbox(tx, [vendorUpdateMessage(vendor.id)]);
      if (vendor.ownerUserId === null) return;
      await recordNotification(tx, {
        userId: vendor.ownerUserId,
        category: 'vendor',
        priority: 'high',
        title: suspended ? 'Listing suspended' : 'Listing reactivated',
        message: suspended
          ? `${vendor.name} is hidden from customers for now.${reason ? ` Reason: ${reason}` : ''}`
          : `${vendor.name} is listed again: customers can find you and order.`,
      });
    },
  });
  return toAdminVendorView(after);
}
