import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type {
  CrewMemberView,
  MealProgramCreateInput,
  MealProgramView,
  MealTicketView,
} from '../../../contract/talent-crew';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { afterAll, beforeAll } from 'vitest';
import { hoursFromNow } from '../../../test/clock';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { ADMIN_EMAIL, call } from '../admin/admin.test-support';

// Shared by the talent & crew test files (not a test file itself).

export async function seededEventId(
  db: Database,
  name = 'Midnight Echo: Neon Nights Tour',
): Promise<number> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.name, name));
  if (!event) throw new Error(`no event ${name}`);
  return event.id;
}

/** A valid meal program body: on now, $15 a ticket, two per person, a $100 budget. */
export const programBody = (
  eventId: number,
  overrides: Partial<Record<keyof MealProgramCreateInput, unknown>> = {},
) => ({
  eventId,
  programName: 'Load-in Lunch',
  description: 'Lunch for the load-in crew',
  mealAllowanceAmount: '15.00',
  maxTicketsPerPerson: 2,
  programType: 'crew',
  validFrom: hoursFromNow(-1),
  validUntil: hoursFromNow(6),
  budgetTotal: 100,
  ...overrides,
});

export const memberBody = (
  program: { id: number; eventId: number },
  overrides: Record<string, unknown> = {},
) => ({
  programId: program.id,
  eventId: program.eventId,
  name: 'Sam Rigger',
  role: 'Rigger',
  department: 'Stage',
  contactInfo: null,
  ...overrides,
});

/** Admin calls that must succeed; each returns the created or changed view. */
export function adminCalls(app: FastifyInstance, admin: string) {
  const expectOk = async <T>(response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    if (answer.statusCode >= 300) throw new Error(`${answer.statusCode}: ${answer.body}`);
    return JSON.parse(answer.body) as T;
  };
  return {
    createProgram: (body: object) =>
      expectOk<MealProgramView>(call(app, 'POST', '/api/talent-crew/programs', admin, body)),
    patchProgram: (id: number, body: object) =>
      expectOk<MealProgramView>(call(app, 'PATCH', `/api/talent-crew/programs/${id}`, admin, body)),
    addMember: (body: object) =>
      expectOk<CrewMemberView>(call(app, 'POST', '/api/talent-crew/members', admin, body)),
    patchMember: (id: number, body: object) =>
      expectOk<CrewMemberView>(call(app, 'PATCH', `/api/talent-crew/members/${id}`, admin, body)),
    issue: (memberId: number) =>
      expectOk<MealTicketView>(call(app, 'POST', '/api/talent-crew/tickets', admin, { memberId })),
    voidTicket: (id: number) =>
      expectOk<MealTicketView>(
        call(app, 'PATCH', `/api/talent-crew/tickets/${id}`, admin, { status: 'void' }),
      ),
  };
}

export type TalentCrewApi = ReturnType<typeof adminCalls>;

export const issueMessages = (response: { json: () => { issues?: { message: string }[] } }) =>
  (response.json().issues ?? []).map((issue) => issue.message);

type TalentCrewTest = {
  harness: TestApp;
  /** The admin's session cookie. */
  admin: string;
  /** The seeded show now on. */
  eventId: number;
  api: TalentCrewApi;
};

/**
 * A seeded app for the file (closed after it), the admin's session, the seeded show's event id
 * and the admin calls; the fields are set before the file's first test.
 */
export function talentCrewTestApp(): TalentCrewTest {
  const context = {} as TalentCrewTest;
  beforeAll(async () => {
    context.harness = await createTestApp();
    context.admin = await login(context.harness.app, ADMIN_EMAIL);
    context.eventId = await seededEventId(context.harness.database.db);
    context.api = adminCalls(context.harness.app, context.admin);
  });
  afterAll(() => context.harness.close());
  return context;
}
