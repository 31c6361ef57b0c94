import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  adminUserMessages,
  type AdminUserUpdate,
  type AdminUserView,
} from '../../../contract/admin';
import type { Database, Transaction } from '../../db/client';
import { sessions, users, vendors, type User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { sessionEndedMessage, vendorUpdateMessage } from '../../realtime/events';
import { addToOutbox, type OutboxMessage } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { recordAdminAction } from './admin-audit.service';
import { openVendorApplication } from '../vendor/vendor-profile.service';

// accounts spec 2.10 Users and 6: the admin sees every account (never a password hash or session)
// and may switch a role between customer and vendor or deactivate an account.

/** The fields an admin sees and the audit log keeps (no password hash). */
const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
};
type UserRow = Pick<User, keyof typeof userColumns>;

export function toAdminUserView(user: UserRow): AdminUserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUsers(db: Database): Promise<AdminUserView[]> {
  const rows = await db.select(userColumns).from(users).orderBy(asc(users.id));
  return rows.map(toAdminUserView);
}

function describeUserChange(before: UserRow, after: UserRow): string {
  const changes: string[] = [];
  if (before.isActive !== after.isActive)
    changes.push(after.isActive ? 'reactivated' : 'deactivated');
  if (before.role !== after.role)
    changes.push(`made ${after.role === 'user' ? 'customer' : after.role}`);
  const what = changes.length > 0 ? changes.join(' and ') : 'saved unchanged';
  return `User ${after.username} ${what}`;
}

/**
 * Suspends the listed vendor this account runs, if any (recorded like an admin's suspension);
 * returns its id. Reactivating the account does not list it again: the admin decides that.
 */
async function suspendOwnedVendor(
  tx: Transaction,
  actorUserId: number,
  owner: UserRow,
): Promise<number | null> {
  const [vendor] = await tx
    .update(vendors)
    .set({ suspendedAt: new Date() })
    .where(
      and(
        eq(vendors.ownerUserId, owner.id),
        eq(vendors.approvalStatus, 'approved'),
        isNull(vendors.suspendedAt),
      ),
    )
    .returning();
  if (!vendor) return null;
  await recordAdminAction(tx, {
    actorUserId,
    action: 'vendor.suspend',
    entityId: vendor.id,
    summary: `Suspended vendor ${vendor.name} (its account ${owner.username} no longer runs it)`,
    before: { approvalStatus: vendor.approvalStatus, suspendedAt: null },
    after: { approvalStatus: vendor.approvalStatus, suspendedAt: vendor.suspendedAt },
  });
  return vendor.id;
}

/**
 * A vendor account always runs a vendor: one made a vendor without a listing of its own gets an
 * application pending approval (an earlier listing it kept is left as the admin last decided).
 * Returns the new application's id.
 */
async function ensureOwnVendor(tx: Transaction, owner: UserRow): Promise<number | null> {
  const [existing] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.ownerUserId, owner.id));
  if (existing) return null;
  return (await openVendorApplication(tx, owner)).id;
}

const refuse = (message: string) => new AppError('CONFLICT', 409, message);

/**
 * Changes a role and/or deactivates. Deactivating deletes the user's sessions in the same
 * transaction (the next request with the old cookie is 401) and then closes its sockets on every
 * instance. Admin rows are locked, so two admins demoting each other cannot leave none.
 */
export async function updateUser(
  db: Database,
  sender: OutboxSender,
  input: { actor: User; userId: number; changes: AdminUserUpdate },
): Promise<AdminUserView> {
  const { actor, userId, changes } = input;
  return withOutbox(db, sender, async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
      .for('update');
    const [before] = await tx
      .select(userColumns)
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) throw notFound('User');
    const isDeactivating = changes.isActive === false && before.isActive;
    // an admin's role can only become user or vendor: any role sent demotes
    const isDemoting = before.role === 'admin' && changes.role !== undefined;
    if ((isDeactivating || isDemoting) && before.id === actor.id)
      throw refuse(adminUserMessages.self);
    if (
      before.role === 'admin' &&
      (isDeactivating || isDemoting) &&
      admins.every((admin) => admin.id === before.id)
    )
      throw refuse(adminUserMessages.lastAdmin);
    const [after] = await tx
      .update(users)
      .set({
        ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
        ...(changes.role === undefined ? {} : { role: changes.role }),
      })
      .where(eq(users.id, userId))
      .returning(userColumns);
    if (!after) throw notFound('User');
    if (isDeactivating) await tx.delete(sessions).where(eq(sessions.userId, userId));
    // a listing nobody can run any more must not keep taking orders
    const leavesVendor = isDeactivating || (before.role === 'vendor' && after.role !== 'vendor');
    const hiddenVendor = leavesVendor ? await suspendOwnedVendor(tx, actor.id, after) : null;
    const becomesVendor = before.role !== 'vendor' && after.role === 'vendor';
    const openedVendor = becomesVendor ? await ensureOwnVendor(tx, after) : null;
    await recordAdminAction(tx, {
      actorUserId: actor.id,
      action: 'user.update',
      entityId: userId,
      summary: describeUserChange(before, after),
      before: { role: before.role, isActive: before.isActive },
      after: { role: after.role, isActive: after.isActive },
    });
    const messages: OutboxMessage[] = [];
    if (isDeactivating) messages.push(sessionEndedMessage(userId));
    if (hiddenVendor !== null) messages.push(vendorUpdateMessage(hiddenVendor));
    // the admins' pending list shows the new application at once
    if (openedVendor !== null) messages.push(vendorUpdateMessage(openedVendor));
    await addToOutbox(tx, messages);
    return toAdminUserView(after);
  });
}
