import { eq, sql } from 'drizzle-orm';
import {
  mealTicketMessages,
  type MealTicketRedemption,
  type MealTicketView,
} from '../../../contract/talent-crew';
import type { Database } from '../../db/client';
import { crewMembers, mealTickets, type Vendor } from '../../db/schema';
import { forbidden } from '../../errors';
import { findRedeemableTicket, markTicketRedeemed } from './meal-tickets.service';
import { selectTicketViews } from './talent-crew-views';

// The two sides of a ticket outside the back office: the vendor redeems it at the counter, and the
// crew member signed in with the e-mail the admin gave as their contactInfo sees their own.

/**
 * Spends `amountCents` of the ticket with this code at the vendor's counter (all that is left when
 * absent). Only a vendor of the program's event may, and never more than is left (400 naming the
 * amount). One transaction: of concurrent attempts asking too much, the later ones are refused.
 */
export async function redeemAtCounter(
  db: Database,
  input: { vendor: Vendor; code: string; amountCents?: number; now?: Date },
): Promise<MealTicketRedemption> {
  const now = input.now ?? new Date();
  // the program pays the vendor for the meal: only a vendor customers can see may claim it
  if (input.vendor.approvalStatus !== 'approved' || input.vendor.suspendedAt !== null)
    throw forbidden(mealTicketMessages.vendorNotListed);
  return db.transaction(async (tx) => {
    const vendorId = input.vendor.id;
    const ticket = await findRedeemableTicket(tx, { code: input.code, vendorId, now });
    await markTicketRedeemed(tx, ticket, {
      vendorId,
      spentCents: input.amountCents ?? ticket.allowanceCents,
      now,
    });
    const [view] = await selectTicketViews(tx, eq(mealTickets.id, ticket.id), now);
    if (!view) throw new Error('redeemed ticket vanished');
    return { message: mealTicketMessages.redeemed, ticket: view };
  });
}

/** The tickets of every crew member linked to this e-mail (stored lower case), newest first. */
export function listOwnMealTickets(
  db: Database,
  email: string,
  now = new Date(),
): Promise<MealTicketView[]> {
  return selectTicketViews(db, sql`lower(${crewMembers.contactInfo}) = ${email}`, now);
}
