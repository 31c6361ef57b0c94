import { desc, eq } from 'drizzle-orm';
import { centsToDecimal } from '../../../contract/money';
import {
  talentCrewMessages,
  type MealProgramCreate,
  type MealProgramUpdate,
  type MealProgramView,
} from '../../../contract/talent-crew';
import type { Database, Executor } from '../../db/client';
import { insertRow, lockRow } from '../../db/rows';
import { crewMembers, events, mealPrograms, mealTickets, type MealProgram } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { recordAdminAction } from '../admin/admin-audit.service';
import {
  committedCentsOfTickets,
  programMemberCounts,
  programTicketTotals,
} from './talent-crew-views';

// accounts spec 2.12, 3 (Meal program), 5 (meal program form): the admin's meal programs, each
// with its ticket figures.

type ProgramFigures = {
  eventName: string;
  memberCount: number | null;
  ticketsIssued: number | null;
  ticketsRedeemed: number | null;
  spentCents: number | null;
  committedCents: number | null;
};

function toProgramView(program: MealProgram, figures: ProgramFigures): MealProgramView {
  const committedCents = figures.committedCents ?? 0;
  const budget = program.budgetTotalCents;
  return {
    id: program.id,
    eventId: program.eventId,
    eventName: figures.eventName,
    programName: program.programName,
    description: program.description,
    mealAllowanceAmount: centsToDecimal(program.mealAllowanceCents),
    mealAllowanceCents: program.mealAllowanceCents,
    maxTicketsPerPerson: program.maxTicketsPerPerson,
    programType: program.programType,
    validFrom: program.validFrom.toISOString(),
    validUntil: program.validUntil.toISOString(),
    budgetTotal: budget === null ? null : centsToDecimal(budget),
    budgetTotalCents: budget,
    isActive: program.isActive,
    memberCount: figures.memberCount ?? 0,
    ticketsIssued: figures.ticketsIssued ?? 0,
    ticketsRedeemed: figures.ticketsRedeemed ?? 0,
    spentCents: figures.spentCents ?? 0,
    committedCents,
    remainingBudgetCents: budget === null ? null : budget - committedCents,
    createdAt: program.createdAt.toISOString(),
  };
}

/** Programs (all, or one) with their event name, members and ticket figures, in one query. */
export function selectProgramRows(db: Executor, programId?: number) {
  const totals = programTicketTotals(db);
  const members = programMemberCounts(db);
  return db
    .select({
      program: mealPrograms,
      eventName: events.name,
      memberCount: members.memberCount,
      ticketsIssued: totals.ticketsIssued,
      ticketsRedeemed: totals.ticketsRedeemed,
      ticketsUnredeemed: totals.ticketsUnredeemed,
      spentCents: totals.spentCents,
      committedCents: totals.committedCents,
    })
    .from(mealPrograms)
    .innerJoin(events, eq(events.id, mealPrograms.eventId))
    .leftJoin(totals, eq(totals.programId, mealPrograms.id))
    .leftJoin(members, eq(members.programId, mealPrograms.id))
    .where(programId === undefined ? undefined : eq(mealPrograms.id, programId))
    .orderBy(desc(mealPrograms.validFrom), desc(mealPrograms.id));
}

async function selectProgramViews(db: Executor, programId?: number): Promise<MealProgramView[]> {
  const rows = await selectProgramRows(db, programId);
  return rows.map(({ program, ...figures }) => toProgramView(program, figures));
}

export const listMealPrograms = (db: Database) => selectProgramViews(db);

async function programView(db: Executor, programId: number): Promise<MealProgramView> {
  const [view] = await selectProgramViews(db, programId);
  if (!view) throw notFound('Meal program');
  return view;
}

/** 400 naming eventId when no event has this id. */
export async function assertEventExists(db: Executor, eventId: number): Promise<void> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw invalidField('body.eventId', talentCrewMessages.unknownEvent);
}

/** What the program's tickets hold of its budget now (issued allowances plus redeemed spend). */
export async function committedCentsOf(db: Executor, programId: number): Promise<number> {
  const [row] = await db
    .select({ committed: committedCentsOfTickets })
    .from(mealTickets)
    .where(eq(mealTickets.programId, programId));
  return row?.committed ?? 0;
}

const auditFields = (program: MealProgram) => ({
  eventId: program.eventId,
  programName: program.programName,
  description: program.description,
  mealAllowanceCents: program.mealAllowanceCents,
  maxTicketsPerPerson: program.maxTicketsPerPerson,
  programType: program.programType,
  validFrom: program.validFrom,
  validUntil: program.validUntil,
  budgetTotalCents: program.budgetTotalCents,
  isActive: program.isActive,
});

export async function createMealProgram(
  db: Database,
  input: { actorUserId: number; program: MealProgramCreate },
): Promise<MealProgramView> {
  const { program } = input;
  return db.transaction(async (tx) => {
    await assertEventExists(tx, program.eventId);
    const created = await insertRow(tx, mealPrograms, {
      eventId: program.eventId,
      programName: program.programName,
      description: program.description,
      mealAllowanceCents: program.mealAllowanceAmount,
      maxTicketsPerPerson: program.maxTicketsPerPerson,
      programType: program.programType,
      validFrom: new Date(program.validFrom),
      validUntil: new Date(program.validUntil),
      budgetTotalCents: program.budgetTotal ?? null,
      isActive: program.isActive,
    });
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'meal_program.create',
      entityId: created.id,
      summary: `Created meal program ${created.programName}`,
      before: null,
      after: auditFields(created),
    });
    return programView(tx, created.id);
  });
}

/**
 * Saves the fields sent. The dates are checked in order against the stored ones when only one is
 * sent; the budget cannot drop below what the program's tickets already hold.
 */
export async function updateMealProgram(
  db: Database,
  input: { actorUserId: number; programId: number; changes: MealProgramUpdate },
): Promise<MealProgramView> {
  const { changes } = input;
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, mealPrograms, eq(mealPrograms.id, input.programId));
    if (!before) throw notFound('Meal program');
    if (changes.eventId !== undefined && changes.eventId !== before.eventId) {
      await assertEventExists(tx, changes.eventId);
      const [member] = await tx
        .select({ id: crewMembers.id })
        .from(crewMembers)
        .where(eq(crewMembers.programId, before.id))
        .limit(1);
      if (member) throw invalidField('body.eventId', talentCrewMessages.programEventMismatch);
    }
    const validFrom = changes.validFrom ? new Date(changes.validFrom) : before.validFrom;
    const validUntil = changes.validUntil ? new Date(changes.validUntil) : before.validUntil;
    if (validUntil.getTime() <= validFrom.getTime())
      throw invalidField('body.validUntil', talentCrewMessages.dateOrder);
    if (
      changes.budgetTotal !== undefined &&
      changes.budgetTotal !== null &&
      changes.budgetTotal < (await committedCentsOf(tx, before.id))
    )
      throw invalidField('body.budgetTotal', talentCrewMessages.budgetBelowCommitted);
    const [after] = await tx
      .update(mealPrograms)
      .set({
        ...(changes.eventId === undefined ? {} : { eventId: changes.eventId }),
        ...(changes.programName === undefined ? {} : { programName: changes.programName }),
        ...(changes.description === undefined ? {} : { description: changes.description }),
        ...(changes.mealAllowanceAmount === undefined
          ? {}
          : { mealAllowanceCents: changes.mealAllowanceAmount }),
        ...(changes.maxTicketsPerPerson === undefined
          ? {}
          : { maxTicketsPerPerson: changes.maxTicketsPerPerson }),
        ...(changes.programType === undefined ? {} : { programType: changes.programType }),
        ...(changes.budgetTotal === undefined ? {} : { budgetTotalCents: changes.budgetTotal }),
        ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
        validFrom,
        validUntil,
      })
      .where(eq(mealPrograms.id, before.id))
      .returning();
    if (!after) throw notFound('Meal program');
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'meal_program.update',
      entityId: after.id,
      summary:
        before.isActive && !after.isActive
          ? `Deactivated meal program ${after.programName}`
          : `Updated meal program ${after.programName}`,
      before: auditFields(before),
      after: auditFields(after),
    });
    return programView(tx, after.id);
  });
}
