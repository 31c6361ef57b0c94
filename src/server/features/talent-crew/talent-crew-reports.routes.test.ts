import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talentCrewMessages, type TalentCrewReport } from '../../../contract/talent-crew';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { ADMIN_EMAIL, call, VENDOR_EMAIL } from '../admin/admin.test-support';
import { adminCalls, memberBody, programBody, seededEventId } from './talent-crew.test-support';

// accounts spec 2.12 Reports: spend per program, department and vendor, the budget left and the
// unredeemed tickets, as JSON and as a CSV download.

let harness: TestApp;
let admin: string;
let report: TalentCrewReport;
let programId: number;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await login(harness.app, ADMIN_EMAIL);
  const vendor = await login(harness.app, VENDOR_EMAIL);
  const api = adminCalls(harness.app, admin);
  const eventId = await seededEventId(harness.database.db);
  // a program whose name and member fields would be formulas in a spreadsheet
  const program = await api.createProgram(
    programBody(eventId, {
      programName: '=HYPERLINK("x")',
      budgetTotal: 100,
      maxTicketsPerPerson: 3,
    }),
  );
  programId = program.id;
  const grip = await api.addMember(
    memberBody(program, { name: 'Ana, "Grip"', department: 'Stage' }),
  );
  const driver = await api.addMember(memberBody(program, { name: '@driver', department: null }));
  const redeem = (code: string, amount: number) =>
    call(harness.app, 'POST', '/api/vendor/meal-tickets/redeem', vendor, { code, amount });
  await redeem((await api.issue(grip.id)).code, 12.5);
  await redeem((await api.issue(driver.id)).code, 15);
  await api.issue(driver.id);
  await api.voidTicket((await api.issue(grip.id)).id);
  const response = await call(
    harness.app,
    'GET',
    `/api/talent-crew/reports?programId=${programId}`,
    admin,
  );
  report = response.json<TalentCrewReport>();
});
afterAll(() => harness.close());

describe('GET /api/talent-crew/reports', () => {
  it('sums spend per program, department and vendor, with the budget left', () => {
    expect(report.programId).toBe(programId);
    expect(report.programs).toEqual([
      {
        programId,
        programName: '=HYPERLINK("x")',
        budgetTotalCents: 10_000,
        // Ana's ticket spent $12.50 and keeps $2.50: it still holds its whole allowance
        committedCents: 1500 + 1500 + 1500,
        remainingBudgetCents: 10_000 - 4500,
        ticketsIssued: 3,
        ticketsUnredeemed: 2,
        spentCents: 2750,
        ticketsRedeemed: 1,
      },
    ]);
    expect(report.byDepartment).toEqual([
      { department: 'No department', spentCents: 1500, ticketsRedeemed: 1 },
      { department: 'Stage', spentCents: 1250, ticketsRedeemed: 1 },
    ]);
    expect(report.byVendor).toEqual([
      {
        vendorId: expect.any(Number),
        vendorName: 'Curtain Call Burgers',
        spentCents: 2750,
        ticketsRedeemed: 2,
      },
    ]);
    expect(report.unredeemedTickets.map((ticket) => ticket.memberName)).toEqual([
      '@driver',
      'Ana, "Grip"',
    ]);
    expect(report.totals).toEqual({
      budgetTotalCents: 10_000,
      remainingBudgetCents: 5500,
      ticketsIssued: 3,
      ticketsUnredeemed: 2,
      spentCents: 2750,
      ticketsRedeemed: 1,
    });
  });

  it('covers every program without programId (the seeded one included)', async () => {
    const all = await call(harness.app, 'GET', '/api/talent-crew/reports', admin);
    const whole = all.json<TalentCrewReport>();
    expect(whole.programId).toBeNull();
    expect(whole.programs.map((program) => program.programName)).toContain(
      'Neon Nights Crew Meals',
    );
    expect(whole.totals.spentCents).toBe(
      whole.programs.reduce((total, program) => total + program.spentCents, 0),
    );
  });

  it('refuses an unknown program and format', async () => {
    const unknown = await call(
      harness.app,
      'GET',
      '/api/talent-crew/reports?programId=999999',
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      { path: 'query.programId', message: talentCrewMessages.unknownProgram },
    ]);
    const format = await call(harness.app, 'GET', '/api/talent-crew/reports?format=xls', admin);
    expect(format.statusCode).toBe(400);
  });

  it('downloads the same figures as CSV, escaped and safe to open', async () => {
    const response = await call(
      harness.app,
      'GET',
      `/api/talent-crew/reports?programId=${programId}&format=csv`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="talent-crew-report-program-${programId}.csv"`,
    );
    // the shared CSV format: a byte-order mark, every non-empty cell quoted, CRLF line ends
    expect(response.body.startsWith('\uFEFF"Programs"\r\n')).toBe(true);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    const after = (title: string) => lines.slice(lines.indexOf(`"${title}"`) + 1);
    expect(after('Programs').slice(0, 2)).toEqual([
      '"Program","Budget","Committed","Remaining budget","Tickets issued","Unredeemed","Tickets redeemed","Spent"',
      `"'=HYPERLINK(""x"")","100.00","45.00","55.00","3","2","1","27.50"`,
    ]);
    expect(after('Spend by department').slice(0, 3)).toEqual([
      '"Department","Tickets redeemed","Spent"',
      '"No department","1","15.00"',
      '"Stage","1","12.50"',
    ]);
    expect(after('Spend by vendor').slice(0, 2)).toEqual([
      '"Vendor","Tickets redeemed","Spent"',
      '"Curtain Call Burgers","2","27.50"',
    ]);
    const ticket = report.unredeemedTickets[0];
    expect(after('Unredeemed tickets').slice(0, 2)).toEqual([
      '"Code","Program","Crew member","Department","Allowance","Status","Valid until"',
      `"${ticket?.code}","'=HYPERLINK(""x"")","'@driver",,"15.00","issued","${ticket?.validUntil}"`,
    ]);
    expect(after('Totals').slice(0, 2)).toEqual([
      '"Budget","Remaining budget","Tickets issued","Unredeemed","Tickets redeemed","Spent"',
      '"100.00","55.00","3","2","1","27.50"',
    ]);
    const whole = await call(harness.app, 'GET', '/api/talent-crew/reports?format=csv', admin);
    expect(whole.headers['content-disposition']).toBe(
      'attachment; filename="talent-crew-report.csv"',
    );
  });
});
