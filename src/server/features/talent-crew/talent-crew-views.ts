import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { centsToDecimal } from '../../../contract/money';
import {
  formatTicketCode,
  type MealTicketView,
  type MealTicketViewStatus,
} from '../../../contract/talent-crew';
import type { Executor } from '../../db/client';
import { crewMembers, mealPrograms, mealTickets, vendors } from '../../db/schema';

// The read side shared by the talent & crew routes: a program's ticket figures as one grouped
// subquery, and the ticket view as one joined select (no query per row).

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * What a program's budget holds: the whole allowance of each issued ticket (spent or still left)
 * plus what each redeemed or voided one spent.
 */
export const committedCentsOfTickets = sql<number>`(coalesce(sum(case
  when ${mealTickets.status} = 'issued' then ${mealTickets.amountCents}
  else ${mealTickets.spentCents} end), 0))::int`;

/** Per program: tickets issued (not void), redeemed, unredeemed, spent and committed cents. */
export function programTicketTotals(db: Executor) {
  return db
    .select({
      programId: mealTickets.programId,
      ticketsIssued: countWhere(sql`${mealTickets.status} <> 'void'`).as('tickets_issued'),
      ticketsRedeemed: countWhere(sql`${mealTickets.status} = 'redeemed'`).as('tickets_redeemed'),
      ticketsUnredeemed: countWhere(sql`${mealTickets.status} = 'issued'`).as('tickets_unredeemed'),
      // a ticket spends as it goes: what an issued or a voided one spent counts too
      spentCents: sql<number>`(coalesce(sum(${mealTickets.spentCents}), 0))::int`.as('spent_cents'),
      committedCents: committedCentsOfTickets.as('committed_cents'),
    })
    .from(mealTickets)
    .groupBy(mealTickets.programId)
    .as('ticket_totals');
}

/** Per program: how many crew members it has. */
export function programMemberCounts(db: Executor) {
  return db
    .select({
      programId: crewMembers.programId,
      memberCount: sql<number>`count(*)::int`.as('member_count'),
    })
    .from(crewMembers)
    .groupBy(crewMembers.programId)
    .as('member_counts');
}

/** The stored status as people read it: an issued ticket past its program's end is expired. */
export function ticketViewStatus(
  status: 'issued' | 'redeemed' | 'void',
  validUntil: Date,
  now: Date,
): MealTicketViewStatus {
  return status === 'issued' && now > validUntil ? 'expired' : status;
}

/** The SQL condition for one view status (expired and issued split on the program's end). */
export function ticketStatusCondition(status: MealTicketViewStatus, now: Date): SQL | undefined {
  if (status === 'expired')
    return and(eq(mealTickets.status, 'issued'), lt(mealPrograms.validUntil, now));
  if (status === 'issued')
    return and(eq(mealTickets.status, 'issued'), gte(mealPrograms.validUntil, now));
  return eq(mealTickets.status, status);
}

/** Tickets with their program, member and redeeming vendor, in one query. */
export async function selectTicketViews(
  db: Executor,
  where: SQL | undefined,
  now = new Date(),
): Promise<MealTicketView[]> {
  const rows = await db
    .select({
      id: mealTickets.id,
      code: mealTickets.code,
      status: mealTickets.status,
      programId: mealTickets.programId,
      programName: mealPrograms.programName,
      memberId: mealTickets.crewMemberId,
      memberName: crewMembers.name,
      department: crewMembers.department,
      amountCents: mealTickets.amountCents,
      spentCents: mealTickets.spentCents,
      validFrom: mealPrograms.validFrom,
      validUntil: mealPrograms.validUntil,
      issuedAt: mealTickets.issuedAt,
      redeemedAt: mealTickets.redeemedAt,
      redeemedVendorId: mealTickets.redeemedVendorId,
      redeemedVendorName: vendors.name,
      orderId: mealTickets.redeemedOrderId,
    })
    .from(mealTickets)
    .innerJoin(mealPrograms, eq(mealPrograms.id, mealTickets.programId))
    .innerJoin(crewMembers, eq(crewMembers.id, mealTickets.crewMemberId))
    .leftJoin(vendors, eq(vendors.id, mealTickets.redeemedVendorId))
    .where(where)
    .orderBy(desc(mealTickets.issuedAt), desc(mealTickets.id));
  return rows.map((row) => ({
    id: row.id,
    code: formatTicketCode(row.code),
    status: ticketViewStatus(row.status, row.validUntil, now),
    programId: row.programId,
    programName: row.programName,
    memberId: row.memberId,
    memberName: row.memberName,
    department: row.department,
    allowance: centsToDecimal(row.amountCents),
    allowanceCents: row.amountCents,
    spentCents: row.spentCents,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    redeemedVendorId: row.redeemedVendorId,
    redeemedVendorName: row.redeemedVendorName,
    orderId: row.orderId,
  }));
}
