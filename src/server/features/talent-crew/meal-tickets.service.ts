import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  amountAboveLeftMessage,
  mealTicketMessages,
  normaliseTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
} from '../../../contract/talent-crew';
import type { Executor } from '../../db/client';
import { crewMembers, eventVendors, mealPrograms, mealTickets, orders } from '../../db/schema';
import { AppError, forbidden, invalidField } from '../../errors';

// The life of one meal ticket after it is issued: checked, spent at the counter or with orders
// until nothing is left (then redeemed), and given back by an order it paid that is cancelled.

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
  /** What is left on the ticket, in cents: the most it can pay now. */
  allowanceCents: number;
};

/**
 * The ticket with this code, if `vendorId` may take it now; otherwise the reason as an AppError
 * (404 unknown; 403 another member's, when `ownerEmail` is given, or a vendor not at the program's
 * event; 409 redeemed, voided, inactive, not yet valid or expired). Nothing is written.
 */
export async function findRedeemableTicket(
  tx: Executor,
  input: { code: string; vendorId: number; ownerEmail?: string; now?: Date },
): Promise<RedeemableTicket> {
  const { ownerEmail, now = new Date() } = input;
  const [row] = await tx
    .select({
      id: mealTickets.id,
      status: mealTickets.status,
      amountCents: mealTickets.amountCents,
      spentCents: mealTickets.spentCents,
      crewMemberId: mealTickets.crewMemberId,
      contactInfo: crewMembers.contactInfo,
      memberActive: crewMembers.isActive,
      programActive: mealPrograms.isActive,
      validFrom: mealPrograms.validFrom,
      validUntil: mealPrograms.validUntil,
      isVendorAtEvent: sql<boolean>`exists (select 1 from ${eventVendors} where ${eventVendors.eventId} = ${mealPrograms.eventId} and ${eventVendors.vendorId} = ${input.vendorId})`,
    })
    .from(mealTickets)
    .innerJoin(crewMembers, eq(crewMembers.id, mealTickets.crewMemberId))
    .innerJoin(mealPrograms, eq(mealPrograms.id, mealTickets.programId))
    .where(eq(mealTickets.code, normaliseTicketCode(input.code)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 404, mealTicketMessages.unknown);
  if (
    ownerEmail !== undefined &&
    row.contactInfo?.trim().toLowerCase() !== ownerEmail.trim().toLowerCase()
  )
    throw forbidden(mealTicketMessages.notYours);
  // the program pays for meals at its own show only
  if (!row.isVendorAtEvent) throw forbidden(mealTicketMessages.notAtEvent);
  if (row.status === 'redeemed') throw alreadyRedeemed();
  if (row.status === 'void') throw invalid(mealTicketMessages.voided);
  if (!row.programActive) throw invalid(mealTicketMessages.programInactive);
  if (!row.memberActive) throw invalid(mealTicketMessages.memberInactive);
  if (now < row.validFrom) throw invalid(mealTicketMessages.notYetValid);
  if (now > row.validUntil) throw invalid(mealTicketMessages.expired);
  return {
    id: row.id,
    crewMemberId: row.crewMemberId,
    allowanceCents: row.amountCents - row.spentCents,
  };
}

/** 400 naming the amount: more than what is left is refused, never cut down to it. */
const amountAboveLeft = (leftCents: number) =>
  invalidField('body.amount', amountAboveLeftMessage(leftCents));

/**
 * Spends `spentCents` of a ticket found by findRedeemableTicket and adds it to the member's spend;
 * the ticket stays issued until nothing is left, then it is redeemed (one more used ticket). One
 * UPDATE guarded by `status = 'issued'` and what is left: of concurrent attempts that together
 * ask too much, the later ones are refused (already redeemed, voided, or only so much left).
 */
export async function markTicketRedeemed(
  tx: Executor,
  ticket: RedeemableTicket,
  options: { vendorId: number; spentCents: number; orderId?: number; now?: Date },
): Promise<void> {
  const { spentCents } = options;
  if (spentCents > ticket.allowanceCents) throw amountAboveLeft(ticket.allowanceCents);
  const newSpent = sql`${mealTickets.spentCents} + ${spentCents}`;
  const [updated] = await tx
    .update(mealTickets)
    .set({
      status: sql`case when ${newSpent} >= ${mealTickets.amountCents} then 'redeemed' else 'issued' end`,
      redeemedAt: options.now ?? new Date(),
      redeemedVendorId: options.vendorId,
      redeemedOrderId: options.orderId ?? null,
      spentCents: newSpent,
    })
    .where(
      and(
        eq(mealTickets.id, ticket.id),
        eq(mealTickets.status, 'issued'),
        sql`${newSpent} <= ${mealTickets.amountCents}`,
      ),
    )
    .returning({ status: mealTickets.status });
  if (!updated) throw await whyNotRedeemed(tx, ticket.id);
  await tx
    .update(crewMembers)
    .set({
      mealTicketsUsed: sql`${crewMembers.mealTicketsUsed} + ${updated.status === 'redeemed' ? 1 : 0}`,
      totalSpentCents: sql`${crewMembers.totalSpentCents} + ${spentCents}`,
    })
    .where(eq(crewMembers.id, ticket.crewMemberId));
}

/** Another transaction got there first: it spent the ticket, spent part of it, or voided it. */
async function whyNotRedeemed(tx: Executor, ticketId: number): Promise<AppError> {
  const [current] = await tx
    .select({
      status: mealTickets.status,
      amountCents: mealTickets.amountCents,
      spentCents: mealTickets.spentCents,
    })
    .from(mealTickets)
    .where(eq(mealTickets.id, ticketId));
  if (current?.status === 'void') return invalid(mealTicketMessages.voided);
  if (current?.status === 'issued')
    return amountAboveLeft(current.amountCents - current.spentCents);
  return alreadyRedeemed();
}

/**
 * A cancelled order gives back what its meal ticket paid: the ticket is issued again with that
 * much more left (usable until its program ends), and the member's spend drops by it. Run it in
 * the transaction that cancels the orders (once per order); orders without a ticket are skipped.
 */
export async function returnMealTickets(tx: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const tickets = await tx
    .select({
      id: mealTickets.id,
      crewMemberId: mealTickets.crewMemberId,
      returnedCents: sql<number>`sum(${orders.mealAllowanceCents})::int`,
    })
    .from(orders)
    .innerJoin(mealTickets, eq(mealTickets.id, orders.mealTicketId))
    .where(and(inArray(orders.id, [...orderIds]), sql`${orders.mealAllowanceCents} > 0`))
    .groupBy(mealTickets.id, mealTickets.crewMemberId);
  for (const ticket of tickets) {
    const [locked] = await tx
      .select({ status: mealTickets.status })
      .from(mealTickets)
      .where(eq(mealTickets.id, ticket.id))
      .for('update');
    const spent = sql`greatest(${mealTickets.spentCents} - ${ticket.returnedCents}, 0)`;
    const nothingSpent = sql`${spent} = 0`;
    const ids = sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx
      .update(mealTickets)
      .set({
        status: sql`case when ${mealTickets.status} = 'redeemed' then 'issued' else ${mealTickets.status} end`,
        spentCents: spent,
        redeemedAt: sql`case when ${nothingSpent} then null else ${mealTickets.redeemedAt} end`,
        redeemedVendorId: sql`case when ${nothingSpent} then null else ${mealTickets.redeemedVendorId} end`,
        redeemedOrderId: sql`case when ${mealTickets.redeemedOrderId} in (${ids}) then null else ${mealTickets.redeemedOrderId} end`,
      })
      .where(eq(mealTickets.id, ticket.id));
    await tx
      .update(crewMembers)
      .set({
        mealTicketsUsed: sql`greatest(${crewMembers.mealTicketsUsed} - ${locked?.status === 'redeemed' ? 1 : 0}, 0)`,
        totalSpentCents: sql`greatest(${crewMembers.totalSpentCents} - ${ticket.returnedCents}, 0)`,
      })
      .where(eq(crewMembers.id, ticket.crewMemberId));
  }
}
