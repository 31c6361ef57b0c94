// Fixtures for the talent & crew screen's component tests: answers shaped like
// src/contract/talent-crew.ts.
import type {
  CrewMemberView,
  MealProgramView,
  MealTicketView,
  TalentCrewReport,
  TalentCrewSummary,
} from '../../../contract/talent-crew';
import { hoursFromNow } from '../../../test/clock';
import { makeEvent } from '../admin/admin.test-support';

export function makeProgram(overrides: Partial<MealProgramView> = {}): MealProgramView {
  return {
    id: 3,
    eventId: 5,
    eventName: 'Luna Vega: Starlight Tour',
    programName: 'Starlight Crew Meals',
    description: 'Hot meals for the load-in and show crew.',
    mealAllowanceAmount: '15.00',
    mealAllowanceCents: 1500,
    maxTicketsPerPerson: 3,
    programType: 'crew',
    validFrom: hoursFromNow(-48),
    validUntil: hoursFromNow(48),
    budgetTotal: '500.00',
    budgetTotalCents: 50000,
    isActive: true,
    memberCount: 1,
    ticketsIssued: 2,
    ticketsRedeemed: 1,
    spentCents: 1250,
    committedCents: 2750,
    remainingBudgetCents: 47250,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<CrewMemberView> = {}): CrewMemberView {
  return {
    id: 11,
    programId: 3,
    programName: 'Starlight Crew Meals',
    eventId: 5,
    name: 'Jordan Lee',
    role: 'Lighting tech',
    department: 'Lighting',
    contactInfo: 'jordan@curtaincall.test',
    specialDietaryNeeds: 'Vegetarian',
    isActive: true,
    mealTicketsAllocated: 2,
    mealTicketsUsed: 1,
    totalSpent: '12.50',
    totalSpentCents: 1250,
    linkedUserId: 7,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTicket(overrides: Partial<MealTicketView> = {}): MealTicketView {
  return {
    id: 21,
    code: 'ABCDE-FGHJK',
    status: 'issued',
    programId: 3,
    programName: 'Starlight Crew Meals',
    memberId: 11,
    memberName: 'Jordan Lee',
    department: 'Lighting',
    allowance: '15.00',
    allowanceCents: 1500,
    spentCents: 0,
    validFrom: hoursFromNow(-48),
    validUntil: hoursFromNow(48),
    issuedAt: '2026-11-24T10:00:00.000Z',
    redeemedAt: null,
    redeemedVendorId: null,
    redeemedVendorName: null,
    orderId: null,
    ...overrides,
  };
}

export const REDEEMED_TICKET = makeTicket({
  id: 22,
  code: 'MNPQR-STVWX',
  status: 'redeemed',
  spentCents: 1250,
  redeemedAt: '2026-11-26T20:00:00.000Z',
  redeemedVendorId: 1,
  redeemedVendorName: 'Curtain Call Burgers',
});

export const SUMMARY: TalentCrewSummary = {
  totalPrograms: 1,
  activePrograms: 1,
  totalMembers: 1,
  ticketsIssued: 2,
  ticketsRedeemed: 1,
  totalBudget: '500.00',
  totalBudgetCents: 50000,
};

export const EMPTY_SUMMARY: TalentCrewSummary = {
  totalPrograms: 0,
  activePrograms: 0,
  totalMembers: 0,
  ticketsIssued: 0,
  ticketsRedeemed: 0,
  totalBudget: '0.00',
  totalBudgetCents: 0,
};

const spend = { spentCents: 1250, ticketsRedeemed: 1 };

export const REPORT: TalentCrewReport = {
  programId: null,
  generatedAt: '2026-11-27T10:00:00.000Z',
  programs: [
    {
      programId: 3,
      programName: 'Starlight Crew Meals',
      budgetTotalCents: 50000,
      committedCents: 2750,
      remainingBudgetCents: 47250,
      ticketsIssued: 2,
      ticketsUnredeemed: 1,
      ...spend,
    },
  ],
  byDepartment: [{ department: 'Lighting', ...spend }],
  byVendor: [{ vendorId: 1, vendorName: 'Curtain Call Burgers', ...spend }],
  unredeemedTickets: [makeTicket()],
  totals: {
    budgetTotalCents: 50000,
    remainingBudgetCents: 47250,
    ticketsIssued: 2,
    ticketsUnredeemed: 1,
    ...spend,
  },
};

/** A screen with one program, one member and two tickets (one redeemed). */
export const TALENT_CREW_ROUTES = {
  'GET /api/admin/events': { body: [makeEvent()] },
  'GET /api/talent-crew/summary': { body: SUMMARY },
  'GET /api/talent-crew/programs': { body: [makeProgram()] },
  'GET /api/talent-crew/members': { body: [makeMember()] },
  'GET /api/talent-crew/tickets': { body: [makeTicket(), REDEEMED_TICKET] },
  'GET /api/talent-crew/reports': { body: REPORT },
};

/** Nothing created yet. */
export const EMPTY_TALENT_CREW_ROUTES = {
  'GET /api/admin/events': { body: [makeEvent()] },
  'GET /api/talent-crew/summary': { body: EMPTY_SUMMARY },
  'GET /api/talent-crew/programs': { body: [] },
  'GET /api/talent-crew/members': { body: [] },
  'GET /api/talent-crew/tickets': { body: [] },
  'GET /api/talent-crew/reports': {
    body: {
      ...REPORT,
      programs: [],
      byDepartment: [],
      byVendor: [],
      unredeemedTickets: [],
      totals: {
        ...REPORT.totals,
        ticketsIssued: 0,
        ticketsUnredeemed: 0,
        spentCents: 0,
        ticketsRedeemed: 0,
      },
    },
  },
};
