import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { centsToDecimal } from '../../../contract/money';
import {
  talentCrewMessages,
  type TalentCrewReport,
  type TalentCrewSummary,
} from '../../../contract/talent-crew';
import type { Database } from '../../db/client';
import { crewMembers, mealPrograms, mealTickets, vendors } from '../../db/schema';
import { invalidField } from '../../errors';
import { selectProgramRows } from './meal-programs.service';
import { selectTicketViews } from './talent-crew-views';

// accounts spec 2.12: the six counters, and Reports: spend per program, department and vendor,
// the budget left and the tickets not yet redeemed, for every program or one. Each section is one
// grouped query.

const NO_DEPARTMENT = 'No department';
/** A ticket spent in whole or in part, whatever its status now. */
const used = gt(mealTickets.spentCents, 0);
const spentCents = sql<number>`(coalesce(sum(${mealTickets.spentCents}), 0))::int`;
const ticketsRedeemed = sql<number>`count(${mealTickets.id})::int`;

async function programSection(db: Database, programId: number | undefined) {
  const rows = await selectProgramRows(db, programId);
  return rows.map(({ program, ...figures }) => {
    const committedCents = figures.committedCents ?? 0;
    const budget = program.budgetTotalCents;
    return {
      programId: program.id,
      programName: program.programName,
      budgetTotalCents: budget,
      committedCents,
      remainingBudgetCents: budget === null ? null : budget - committedCents,
      ticketsIssued: figures.ticketsIssued ?? 0,
      ticketsUnredeemed: figures.ticketsUnredeemed ?? 0,
      spentCents: figures.spentCents ?? 0,
      ticketsRedeemed: figures.ticketsRedeemed ?? 0,
    };
  });
}

/** Every department with members (no department -> 'No department'), most spent first. */
async function departmentSection(db: Database, programId: number | undefined) {
  const rows = await db
    .select({ department: crewMembers.department, spentCents, ticketsRedeemed })
    .from(crewMembers)
    .leftJoin(mealTickets, and(eq(mealTickets.crewMemberId, crewMembers.id), used))
    .where(programId === undefined ? undefined : eq(crewMembers.programId, programId))
    .groupBy(crewMembers.department)
    .orderBy(desc(spentCents), asc(crewMembers.department));
  return rows.map((row) => ({ ...row, department: row.department ?? NO_DEPARTMENT }));
}

/** Every vendor that redeemed a ticket, most spent first. */
async function vendorSection(db: Database, programId: number | undefined) {
  return db
    .select({ vendorId: vendors.id, vendorName: vendors.name, spentCents, ticketsRedeemed })
    .from(mealTickets)
    .innerJoin(vendors, eq(vendors.id, mealTickets.redeemedVendorId))
    .where(and(used, programId === undefined ? undefined : eq(mealTickets.programId, programId)))
    .groupBy(vendors.id, vendors.name)
    .orderBy(desc(spentCents), asc(vendors.name));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function talentCrewReport(
  db: Database,
  { programId, now = new Date() }: { programId?: number; now?: Date },
): Promise<TalentCrewReport> {
  if (programId !== undefined) {
    const [found] = await db
      .select({ id: mealPrograms.id })
      .from(mealPrograms)
      .where(eq(mealPrograms.id, programId));
    if (!found) throw invalidField('query.programId', talentCrewMessages.unknownProgram);
  }
  const unredeemed: SQL | undefined = and(
    eq(mealTickets.status, 'issued'),
    programId === undefined ? undefined : eq(mealTickets.programId, programId),
  );
  const [programs, byDepartment, byVendor, unredeemedTickets] = await Promise.all([
    programSection(db, programId),
    departmentSection(db, programId),
    vendorSection(db, programId),
    selectTicketViews(db, unredeemed, now),
  ]);
  const budgets = programs.flatMap((program) =>
    program.remainingBudgetCents === null ? [] : [program],
  );
  return {
    programId: programId ?? null,
    generatedAt: now.toISOString(),
    programs,
    byDepartment,
    byVendor,
    unredeemedTickets,
    totals: {
      budgetTotalCents: sum(budgets.map((program) => program.budgetTotalCents ?? 0)),
      remainingBudgetCents:
        budgets.length === 0
          ? null
          : sum(budgets.map((program) => program.remainingBudgetCents ?? 0)),
      ticketsIssued: sum(programs.map((program) => program.ticketsIssued)),
      ticketsUnredeemed: sum(programs.map((program) => program.ticketsUnredeemed)),
      spentCents: sum(programs.map((program) => program.spentCents)),
      ticketsRedeemed: sum(programs.map((program) => program.ticketsRedeemed)),
    },
  };
}

/** accounts spec 2.12: the six counters, from the tables (one query). */
export async function talentCrewSummary(db: Database): Promise<TalentCrewSummary> {
  const [row] = await db
    .select({
      totalPrograms: sql<number>`count(*)::int`,
      activePrograms: sql<number>`(count(*) filter (where ${mealPrograms.isActive}))::int`,
      totalBudgetCents: sql<number>`(coalesce(sum(${mealPrograms.budgetTotalCents}), 0))::int`,
      totalMembers: sql<number>`(select count(*)::int from ${crewMembers})`,
      ticketsIssued: sql<number>`(select count(*)::int from ${mealTickets} where ${mealTickets.status} <> 'void')`,
      ticketsRedeemed: sql<number>`(select count(*)::int from ${mealTickets} where ${mealTickets.status} = 'redeemed')`,
    })
    .from(mealPrograms);
  const totalBudgetCents = row?.totalBudgetCents ?? 0;
  return {
    totalPrograms: row?.totalPrograms ?? 0,
    activePrograms: row?.activePrograms ?? 0,
    totalMembers: row?.totalMembers ?? 0,
    ticketsIssued: row?.ticketsIssued ?? 0,
    ticketsRedeemed: row?.ticketsRedeemed ?? 0,
    totalBudget: centsToDecimal(totalBudgetCents),
    totalBudgetCents,
  };
}
