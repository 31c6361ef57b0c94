import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  mealTicketMessages,
  type MealTicketView,
  type MealTicketViewStatus,
} from '../../../contract/talent-crew';
import type { Database, Executor } from '../../db/client';
import { insertRow, lockRow } from '../../db/rows';
import { crewMembers, mealPrograms, mealTickets } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../errors';
import { recordAdminAction } from '../admin/admin-audit.service';
import { newTicketCode } from './meal-tickets.service';
import { committedCentsOf } from './meal-programs.service';
import { selectTicketViews, ticketStatusCondition } from './talent-crew-views';

// Issuing and voiding meal tickets (accounts spec 2.12 Tickets): never more than the program's
// maxTicketsPerPerson per member, never beyond its budget, only while program and member are on.

const limit = (message: string) => new AppError('MEAL_TICKET_LIMIT', 409, message);
const refused = (message: string) => new AppError('MEAL_TICKET_INVALID', 409, message);

async function ticketView(db: Executor, ticketId: number): Promise<MealTicketView> {
  const [view] = await selectTicketViews(db, eq(mealTickets.id, ticketId));
  if (!view) throw notFound('Meal ticket');
  return view;
}

export async function listMealTickets(
  db: Database,
  filters: { programId?: number; memberId?: number; status?: MealTicketViewStatus },
  now = new Date(),
): Promise<MealTicketView[]> {
  const conditions: (SQL | undefined)[] = [
    filters.programId === undefined ? undefined : eq(mealTickets.programId, filters.programId),
    filters.memberId === undefined ? undefined : eq(mealTickets.crewMemberId, filters.memberId),
    filters.status === undefined ? undefined : ticketStatusCondition(filters.status, now),
  ];
  return selectTicketViews(db, and(...conditions), now);
}

/**
 * One new ticket for the member, worth the program's allowance. The member row, then its program
 * row, are locked first, so concurrent issues for one program are counted one after another.
 */
export async function issueMealTicket(
  db: Database,
  input: { actorUserId: number; memberId: number; now?: Date },
): Promise<MealTicketView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const member = await lockRow(tx, crewMembers, eq(crewMembers.id, input.memberId));
    if (!member) throw invalidField('body.memberId', mealTicketMessages.unknownMember);
    const program = await lockRow(tx, mealPrograms, eq(mealPrograms.id, member.programId));
    if (!program) throw invalidField('body.memberId', mealTicketMessages.unknownMember);
    if (!program.isActive || now > program.validUntil)
      throw refused(mealTicketMessages.programClosed);
    if (!member.isActive) throw refused(mealTicketMessages.memberInactive);

    const [held] = await tx
      .select({ tickets: count() })
      .from(mealTickets)
      .where(and(eq(mealTickets.crewMemberId, member.id), ne(mealTickets.status, 'void')));
    if ((held?.tickets ?? 0) >= program.maxTicketsPerPerson)
      throw limit(mealTicketMessages.maxTickets);
    if (
      program.budgetTotalCents !== null &&
      (await committedCentsOf(tx, program.id)) + program.mealAllowanceCents >
        program.budgetTotalCents
    )
      throw limit(mealTicketMessages.budget);

    const ticket = await insertRow(tx, mealTickets, {
      programId: program.id,
      crewMemberId: member.id,
      code: newTicketCode(),
      amountCents: program.mealAllowanceCents,
      issuedAt: now,
    });
    await tx
      .update(crewMembers)
      .set({ mealTicketsAllocated: sql`${crewMembers.mealTicketsAllocated} + 1` })
      .where(eq(crewMembers.id, member.id));
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'meal_ticket.issue',
      entityId: ticket.id,
      summary: `Issued a meal ticket to ${member.name}`,
      before: null,
      after: { programId: program.id, crewMemberId: member.id, amountCents: ticket.amountCents },
    });
    return ticketView(tx, ticket.id);
  });
}

/** Voids an issued (unredeemed) ticket; it leaves the member's allocated tickets. */
export async function voidMealTicket(
  db: Database,
  input: { actorUserId: number; ticketId: number },
): Promise<MealTicketView> {
  return db.transaction(async (tx) => {
    const ticket = await lockRow(tx, mealTickets, eq(mealTickets.id, input.ticketId));
    if (!ticket) throw notFound('Meal ticket');
    if (ticket.status !== 'issued')
      throw new AppError('CONFLICT', 409, mealTicketMessages.voidOnlyIssued);
    await tx.update(mealTickets).set({ status: 'void' }).where(eq(mealTickets.id, ticket.id));
    const [member] = await tx
      .update(crewMembers)
      .set({ mealTicketsAllocated: sql`greatest(${crewMembers.mealTicketsAllocated} - 1, 0)` })
      .where(eq(crewMembers.id, ticket.crewMemberId))
      .returning({ name: crewMembers.name });
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'meal_ticket.void',
      entityId: ticket.id,
      summary: `Voided a meal ticket of ${member?.name ?? 'a crew member'}`,
      before: { status: ticket.status },
      after: { status: 'void' },
    });
    return ticketView(tx, ticket.id);
  });
}
