import { and, countDistinct, count, desc, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import { PAID_PAYMENT_STATUSES } from '../../../contract/enums';
import type { ProfileStats, ProfileUpdateInput } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { events, orders, users, type User } from '../../db/schema';
import { AppError } from '../../errors';
import { assertAvailable, rethrowUniqueViolation } from '../auth/auth.service';

/** accounts spec 2.4: stats from the user's own orders (cancelled ones do not count). */
export async function getProfileStats(db: Database, userId: number): Promise<ProfileStats> {
  const placed = and(
    eq(orders.userId, userId),
    inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]),
  );
  const [totals] = await db
    .select({ ordersPlaced: count(), eventsAttended: countDistinct(orders.eventId) })
    .from(orders)
    .where(placed);
  // favourites: vendors this user came back to (ordered from more than once)
  const repeatVendors = await db
    .select({ vendorId: orders.vendorId })
    .from(orders)
    .where(placed)
    .groupBy(orders.vendorId)
    .having(gt(count(), 1));
  const recentEvents = await db
    .select({
      id: events.id,
      name: events.name,
      eventDate: events.eventDate,
      lastOrder: max(orders.createdAt),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(placed, isNotNull(orders.eventId)))
    .groupBy(events.id, events.name, events.eventDate)
    .orderBy(desc(max(orders.createdAt)))
    .limit(3);
  return {
    ordersPlaced: Number(totals?.ordersPlaced ?? 0),
    favorites: repeatVendors.length,
    eventsAttended: Number(totals?.eventsAttended ?? 0),
    recentEvents: recentEvents.map((event) => ({
      id: event.id,
      name: event.name,
      eventDate: event.eventDate.toISOString(),
    })),
  };
}

export async function updateProfile(
  db: Database,
  user: User,
  changes: ProfileUpdateInput & { email?: string },
): Promise<User> {
  const effective = Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => value !== undefined && value !== user[key as keyof User],
    ),
  ) as Partial<
    Record<'firstName' | 'lastName' | 'username' | 'email' | 'phone' | 'address', string>
  >;
  if (Object.keys(effective).length === 0) {
    throw new AppError('VALIDATION_FAILED', 400, 'No changes were made to your profile.');
  }
  await assertAvailable(db, { email: effective.email, username: effective.username }, user.id);
  try {
    const [updated] = await db
      .update(users)
      .set({ ...effective, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 404, 'User not found');
    return updated;
  } catch (error) {
    rethrowUniqueViolation(error);
  }
}
