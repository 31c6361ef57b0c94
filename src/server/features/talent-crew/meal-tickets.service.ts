import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  mealTicketMessages,
  normaliseTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
} from '../../../contract/talent-crew';
import type { Executor } from '../../db/client';
import { crewMembers, mealPrograms, mealTickets } from '../../db/schema';
import { AppError, forbidden } from '../../errors';

// The life of one meal ticket after it is issued: checked, redeemed once (at the counter or with
// an order), and returned when the order it paid towards is cancelled.

/** A fresh ticket code: 10 characters from an alphabet without look-alikes (about 50 bits). */
export function newTicketCode(): string {
  let code = '';
  for (let index = 0; index < TICKET_CODE_LENGTH; index += 1)
    code += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  return code;
}

const invalid = (message: string) => new AppError('MEAL_TICKET_INVALID', 409, message);
const alreadyRedeemed = () =>
  new AppError('MEAL_TICKET_REDEEMED', 409, mealTicketMessages.alreadyRedeemed);

export type RedeemableTicket = {
  id: number;
  crewMemberId: number;
  /** The most the ticket pays, in cents. */
  allowanceCents: number;
};

/**
 * The ticket with this code, if it can be redeemed now; otherwise the reason as an AppError
 * (404 unknown; 403 another member's, when `ownerEmail` is given; 409 redeemed, voided, inactive,
 * not yet valid or expired). Nothing is written.
 */
export async function findRedeemableTicket(
  tx: Executor,
  { code, ownerEmail, now = new Date() }: { code: string; ownerEmail?: string; now?: Date },
): Promise<RedeemableTicket> {
  const [row] = await tx
    .select({
      id: mealTickets.id,
      status: mealTickets.status,
      amountCents: mealTickets.amountCents,
      crewMemberId: mealTickets.crewMemberId,
      contactInfo: crewMembers.contactInfo,
      memberActive: crewMembers.isActive,
      programActive: mealPrograms.isActive,
      validFrom: mealPrograms.validFrom,
      validUntil: mealPrograms.validUntil,
    })
    .from(mealTickets)
    .innerJoin(crewMembers, eq(crewMembers.id, mealTickets.crewMemberId))
    .innerJoin(mealPrograms, eq(mealPrograms.id, mealTickets.programId))
    .where(eq(mealTickets.code, normaliseTicketCode(code)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 404, mealTicketMessages.unknown);
  if (
    ownerEmail !== undefined &&
    row.contactInfo?.trim().toLowerCase() !== ownerEmail.trim().toLowerCase()
  )
    throw forbidden(mealTicketMessages.notYours);
  if (row.status === 'redeemed') throw alreadyRedeemed();
  if (row.status === 'void') throw invalid(mealTicketMessages.voided);
  if (!row.programActive) throw invalid(mealTicketMessages.programInactive);
  if (!row.memberActive) throw invalid(mealTicketMessages.memberInactive);
  if (now < row.validFrom) throw invalid(mealTicketMessages.notYetValid);
  if (now > row.validUntil) throw invalid(mealTicketMessages.expired);
  return { id: row.id, crewMemberId: row.crewMemberId, allowanceCents: row.amountCents };
}

/**
 * Marks a ticket found by findRedeemableTicket redeemed for `spentCents` (at most its allowance)
 * and adds it to the member's used tickets and spend. One UPDATE guarded by `status = 'issued'`:
 * of concurrent attempts exactly one wins, the others get 409 already redeemed (or voided, when
 * the admin voided it in between).
 */
export async function markTicketRedeemed(
  tx: Executor,
  ticket: RedeemableTicket,
  options: { vendorId: number; spentCents: number; orderId?: number; now?: Date },
): Promise<void> {
  const spentCents = Math.max(0, Math.min(options.spentCents, ticket.allowanceCents));
  const updated = await tx
    .update(mealTickets)
    .set({
      status: 'redeemed',
      redeemedAt: options.now ?? new Date(),
      redeemedVendorId: options.vendorId,
      redeemedOrderId: options.orderId ?? null,
      spentCents,
    })
    .where(and(eq(mealTickets.id, ticket.id), eq(mealTickets.status, 'issued')))
    .returning({ id: mealTickets.id });
  if (updated.length === 0) {
    // another transaction got there first: it redeemed the ticket, or the admin voided it
    const [current] = await tx
      .select({ status: mealTickets.status })
      .from(mealTickets)
      .where(eq(mealTickets.id, ticket.id));
    throw current?.status === 'void' ? invalid(mealTicketMessages.voided) : alreadyRedeemed();
  }
  await tx
    .update(crewMembers)
    .set({
      mealTicketsUsed: sql`${crewMembers.mealTicketsUsed} + 1`,
      totalSpentCents: sql`${crewMembers.totalSpentCents} + ${spentCents}`,
    })
    .where(eq(crewMembers.id, ticket.crewMemberId));
}

/**
 * A cancelled order gives its meal ticket back: the ticket is issued again (usable until its
 * program ends) and leaves the member's used tickets and spend. Run it in the transaction that
 * cancels the orders; orders without a ticket are skipped.
 */
export async function returnMealTickets(tx: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const tickets = await tx
    .select({
      id: mealTickets.id,
      crewMemberId: mealTickets.crewMemberId,
      spentCents: mealTickets.spentCents,
    })
    .from(mealTickets)
    .where(
      and(inArray(mealTickets.redeemedOrderId, [...orderIds]), eq(mealTickets.status, 'redeemed')),
    )
    .for('update');
  for (const ticket of tickets) {
    await tx
      .update(mealTickets)
      .set({
        status: 'issued',
        redeemedAt: null,
        redeemedVendorId: null,
        redeemedOrderId: null,
        spentCents: 0,
      })
      .where(eq(mealTickets.id, ticket.id));
    await tx
      .update(crewMembers)
      .set({
        mealTicketsUsed: sql`greatest(${crewMembers.mealTicketsUsed} - 1, 0)`,
        totalSpentCents: sql`greatest(${crewMembers.totalSpentCents} - ${ticket.spentCents}, 0)`,
      })
      .where(eq(crewMembers.id, ticket.crewMemberId));
  }
}
