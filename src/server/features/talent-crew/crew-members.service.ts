import { asc, eq, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../contract/money';
import {
  talentCrewMessages,
  type CrewMemberCreate,
  type CrewMemberUpdate,
  type CrewMemberView,
} from '../../../contract/talent-crew';
import type { Database, Executor } from '../../db/client';
import { insertRow, lockRow } from '../../db/rows';
import { crewMembers, mealPrograms, users, type CrewMember } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { recordAdminAction } from '../admin/admin-audit.service';

// accounts spec 2.12, 3 (Crew member), 5 (crew member form): the people on a meal program. A
// member whose contactInfo is an account's e-mail is linked to it (their own tickets, read time).

/** The account whose e-mail is the member's contactInfo (e-mails are stored lower case). */
export const linkedToMember = sql`${users.email} = lower(${crewMembers.contactInfo})`;

type MemberRow = { member: CrewMember; programName: string; linkedUserId: number | null };

/** The fields an admin sets, as stored (also what the audit log records). */
const memberFields = (member: CrewMember) => ({
  programId: member.programId,
  eventId: member.eventId,
  name: member.name,
  role: member.role,
  department: member.department,
  contactInfo: member.contactInfo,
  specialDietaryNeeds: member.specialDietaryNeeds,
  isActive: member.isActive,
});

function toMemberView({ member, programName, linkedUserId }: MemberRow): CrewMemberView {
  return {
    id: member.id,
    ...memberFields(member),
    programName,
    mealTicketsAllocated: member.mealTicketsAllocated,
    mealTicketsUsed: member.mealTicketsUsed,
    totalSpent: centsToDecimal(member.totalSpentCents),
    totalSpentCents: member.totalSpentCents,
    linkedUserId,
    createdAt: member.createdAt.toISOString(),
  };
}

/** Members (all, or one) with their program's name and linked account, in one query. */
async function selectMemberViews(db: Executor, memberId?: number): Promise<CrewMemberView[]> {
  const rows = await db
    .select({ member: crewMembers, programName: mealPrograms.programName, linkedUserId: users.id })
    .from(crewMembers)
    .innerJoin(mealPrograms, eq(mealPrograms.id, crewMembers.programId))
    .leftJoin(users, linkedToMember)
    .where(memberId === undefined ? undefined : eq(crewMembers.id, memberId))
    .orderBy(asc(crewMembers.name), asc(crewMembers.id));
  return rows.map(toMemberView);
}

export const listCrewMembers = (db: Database) => selectMemberViews(db);

async function memberView(db: Executor, memberId: number): Promise<CrewMemberView> {
  const [view] = await selectMemberViews(db, memberId);
  if (!view) throw notFound('Crew member');
  return view;
}

/** 400 naming programId for an unknown program, eventId when it is not the program's event. */
async function assertProgramOfEvent(db: Executor, programId: number, eventId: number) {
  const [program] = await db
    .select({ eventId: mealPrograms.eventId })
    .from(mealPrograms)
    .where(eq(mealPrograms.id, programId));
  if (!program) throw invalidField('body.programId', talentCrewMessages.unknownProgram);
  if (program.eventId !== eventId)
    throw invalidField('body.eventId', talentCrewMessages.programEventMismatch);
}

export async function createCrewMember(
  db: Database,
  input: { actorUserId: number; member: CrewMemberCreate },
): Promise<CrewMemberView> {
  const { member } = input;
  return db.transaction(async (tx) => {
    await assertProgramOfEvent(tx, member.programId, member.eventId);
    const created = await insertRow(tx, crewMembers, member);
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'crew_member.create',
      entityId: created.id,
      summary: `Added crew member ${created.name}`,
      before: null,
      after: memberFields(created),
    });
    return memberView(tx, created.id);
  });
}

/**
 * Saves the fields sent; programId and eventId together must still name a program of that event.
 * Moving a member with tickets to another program is refused (their tickets stay with the first).
 */
export async function updateCrewMember(
  db: Database,
  input: { actorUserId: number; memberId: number; changes: CrewMemberUpdate },
): Promise<CrewMemberView> {
  const { changes } = input;
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, crewMembers, eq(crewMembers.id, input.memberId));
    if (!before) throw notFound('Crew member');
    const programId = changes.programId ?? before.programId;
    const eventId = changes.eventId ?? before.eventId;
    if (programId !== before.programId || eventId !== before.eventId) {
      await assertProgramOfEvent(tx, programId, eventId);
      if (programId !== before.programId && before.mealTicketsAllocated > 0)
        throw invalidField('body.programId', talentCrewMessages.memberHasTickets);
    }
    const [after] = await tx
      .update(crewMembers)
      .set({
        programId,
        eventId,
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.role === undefined ? {} : { role: changes.role }),
        ...(changes.department === undefined ? {} : { department: changes.department }),
        ...(changes.contactInfo === undefined ? {} : { contactInfo: changes.contactInfo }),
        ...(changes.specialDietaryNeeds === undefined
          ? {}
          : { specialDietaryNeeds: changes.specialDietaryNeeds }),
        ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
      })
      .where(eq(crewMembers.id, before.id))
      .returning();
    if (!after) throw notFound('Crew member');
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'crew_member.update',
      entityId: after.id,
      summary:
        before.isActive && !after.isActive
          ? `Took ${after.name} off the meal program`
          : `Updated crew member ${after.name}`,
      before: memberFields(before),
      after: memberFields(after),
    });
    return memberView(tx, after.id);
  });
}
