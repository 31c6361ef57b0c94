import { z } from 'zod';
import { MEAL_PROGRAM_TYPES } from './enums';
import { dateText, dollarsAtLeastZero, idField, optionalText, requiredText } from './form-fields';
import { mealTicketMessages, ticketCodeSchema } from './ticket-code';

// the ticket code's rules and the ticket refusals live in ticket-code.ts, so an order's schema
// does not build the programs' and tickets' schemas
export {
  amountAboveLeftMessage,
  formatTicketCode,
  mealTicketMessages,
  normaliseTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  ticketCodeSchema,
} from './ticket-code';

// Talent & crew meal programs (accounts spec 2.12, 3, 5, 7): programs, crew members, meal
// tickets, the counter redemption, checkout with a ticket, and the reports. Money is integer cents
// (`...Cents`) plus the two-decimal string the spec names (mealAllowanceAmount, budgetTotal).

const isoDate = z.string().describe('ISO 8601 timestamp');

export type MealProgramType = (typeof MEAL_PROGRAM_TYPES)[number];

/** accounts spec 5: the meal program and crew member forms. */
export const talentCrewMessages = {
  event: 'Please select an event',
  programName: 'Program name is required',
  allowance: 'Allowance amount must be positive',
  maxTickets: 'At least 1 ticket per person required',
  programType: 'Program type must be talent, crew, production or vip',
  validFrom: 'Start date is required',
  validUntil: 'End date is required',
  dateOrder: 'End date must be after the start date',
  budget: 'Budget must be positive',
  program: 'Please select a program',
  name: 'Name is required',
  role: 'Role is required',
  emptyUpdate: 'Send at least one field to change',
  unknownEvent: 'No event has this id',
  unknownProgram: 'No meal program has this id',
  programEventMismatch: 'The program belongs to another event',
  budgetBelowCommitted: 'The budget cannot be less than the tickets already issued',
  memberHasTickets: 'A crew member with tickets cannot move to another program',
  createProgramFailed: 'Failed to create meal program',
  addMemberFailed: 'Failed to add crew member',
} as const;

// Programs --------------------------------------------------------------------------------------

const programFields = {
  eventId: idField(talentCrewMessages.event),
  programName: requiredText(talentCrewMessages.programName, 200),
  description: optionalText(1000),
  /** Dollars, e.g. 15 or '15.00'; stored as cents. */
  mealAllowanceAmount: dollarsAtLeastZero(talentCrewMessages.allowance),
  maxTicketsPerPerson: z
    .number({ error: talentCrewMessages.maxTickets })
    .int(talentCrewMessages.maxTickets)
    .min(1, talentCrewMessages.maxTickets)
    .max(100, 'At most 100 tickets per person'),
  programType: z.enum(MEAL_PROGRAM_TYPES, { error: talentCrewMessages.programType }),
  validFrom: dateText(talentCrewMessages.validFrom),
  validUntil: dateText(talentCrewMessages.validUntil),
  /** Optional dollars; null or absent means no budget cap. */
  budgetTotal: dollarsAtLeastZero(talentCrewMessages.budget).nullable().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

const validUntilAfterFrom = (body: { validFrom?: string; validUntil?: string }) =>
  !body.validFrom || !body.validUntil || body.validUntil > body.validFrom;

/** POST /api/talent-crew/programs (accounts spec 5, meal program form). */
export const mealProgramCreateSchema = z
  .strictObject({ ...programFields, isActive: programFields.isActive.default(true) })
  .refine(validUntilAfterFrom, { message: talentCrewMessages.dateOrder, path: ['validUntil'] });
export type MealProgramCreate = z.output<typeof mealProgramCreateSchema>;
export type MealProgramCreateInput = z.input<typeof mealProgramCreateSchema>;

/**
 * PATCH /api/talent-crew/programs/{id}: the fields sent. `isActive: false` deactivates the program
 * (its tickets stop redeeming). The date order is checked on the server against the stored dates
 * too, when only one of them is sent.
 */
export const mealProgramUpdateSchema = z
  .strictObject(programFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: talentCrewMessages.emptyUpdate,
  })
  .refine(validUntilAfterFrom, { message: talentCrewMessages.dateOrder, path: ['validUntil'] });
export type MealProgramUpdate = z.output<typeof mealProgramUpdateSchema>;

export const mealProgramViewSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  programName: z.string(),
  description: z.string().nullable(),
  /** Two decimals, e.g. '15.00'. */
  mealAllowanceAmount: z.string(),
  mealAllowanceCents: z.number().int(),
  maxTicketsPerPerson: z.number().int(),
  programType: z.enum(MEAL_PROGRAM_TYPES),
  validFrom: isoDate,
  validUntil: isoDate,
  budgetTotal: z.string().nullable(),
  budgetTotalCents: z.number().int().nullable(),
  isActive: z.boolean(),
  memberCount: z.number().int(),
  ticketsIssued: z.number().int(),
  ticketsRedeemed: z.number().int(),
  /** What redeemed tickets paid for. */
  spentCents: z.number().int(),
  /** The allowance of issued, unredeemed tickets plus what redeemed ones spent. */
  committedCents: z.number().int(),
  /** budgetTotalCents - committedCents; null without a budget. */
  remainingBudgetCents: z.number().int().nullable(),
  createdAt: isoDate,
});
export type MealProgramView = z.infer<typeof mealProgramViewSchema>;

// Members ---------------------------------------------------------------------------------------

const memberFields = {
  programId: idField(talentCrewMessages.program),
  eventId: idField(talentCrewMessages.event),
  name: requiredText(talentCrewMessages.name, 200),
  role: requiredText(talentCrewMessages.role, 100),
  department: optionalText(100),
  /** An e-mail here links the member to the account with that e-mail (their own tickets). */
  contactInfo: optionalText(200),
  specialDietaryNeeds: optionalText(500),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/** POST /api/talent-crew/members (accounts spec 5, crew member form). */
export const crewMemberCreateSchema = z.strictObject({
  ...memberFields,
  isActive: memberFields.isActive.default(true),
});
export type CrewMemberCreate = z.output<typeof crewMemberCreateSchema>;
export type CrewMemberCreateInput = z.input<typeof crewMemberCreateSchema>;

/** PATCH /api/talent-crew/members/{id}: the fields sent; `isActive: false` takes them off. */
export const crewMemberUpdateSchema = z
  .strictObject(memberFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: talentCrewMessages.emptyUpdate,
  });
export type CrewMemberUpdate = z.output<typeof crewMemberUpdateSchema>;

export const crewMemberViewSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  programName: z.string(),
  eventId: z.number().int(),
  name: z.string(),
  role: z.string(),
  department: z.string().nullable(),
  contactInfo: z.string().nullable(),
  specialDietaryNeeds: z.string().nullable(),
  isActive: z.boolean(),
  /** Tickets issued and not voided. */
  mealTicketsAllocated: z.number().int(),
  mealTicketsUsed: z.number().int(),
  totalSpent: z.string(),
  totalSpentCents: z.number().int(),
  /** The account whose e-mail is the member's contactInfo, if any. */
  linkedUserId: z.number().int().nullable(),
  createdAt: isoDate,
});
export type CrewMemberView = z.infer<typeof crewMemberViewSchema>;

// Tickets ---------------------------------------------------------------------------------------

/** Stored statuses are issued, redeemed and void; an issued ticket past validUntil reads expired. */
export const MEAL_TICKET_VIEW_STATUSES = ['issued', 'redeemed', 'expired', 'void'] as const;
export type MealTicketViewStatus = (typeof MEAL_TICKET_VIEW_STATUSES)[number];

/** POST /api/talent-crew/tickets. */
export const mealTicketIssueSchema = z.strictObject({
  memberId: idField('Please select a crew member'),
});

/** GET /api/talent-crew/tickets filters. */
export const mealTicketListQuerySchema = z.object({
  programId: idField(talentCrewMessages.program).optional(),
  memberId: idField('Please select a crew member').optional(),
  status: z.enum(MEAL_TICKET_VIEW_STATUSES, { error: 'Unknown ticket status' }).optional(),
});

/** PATCH /api/talent-crew/tickets/{id}: an issued ticket can be voided. */
export const mealTicketUpdateSchema = z.strictObject({
  status: z.literal('void', { error: 'A ticket can only be set to void' }),
});

export const mealTicketViewSchema = z.object({
  id: z.number().int(),
  /** Formatted, e.g. 'ABCDE-FGHIJ'; also what the QR code holds. */
  code: z.string(),
  status: z.enum(MEAL_TICKET_VIEW_STATUSES),
  programId: z.number().int(),
  programName: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  department: z.string().nullable(),
  /** The program's allowance when the ticket was issued. */
  allowance: z.string(),
  allowanceCents: z.number().int(),
  /** What the redemption paid for (0 until redeemed). */
  spentCents: z.number().int(),
  validFrom: isoDate,
  validUntil: isoDate,
  issuedAt: isoDate,
  redeemedAt: isoDate.nullable(),
  redeemedVendorId: z.number().int().nullable(),
  redeemedVendorName: z.string().nullable(),
  /** The order it paid towards, when spent at checkout. */
  orderId: z.number().int().nullable(),
});
export type MealTicketView = z.infer<typeof mealTicketViewSchema>;

/** What a ticket can still pay: an issued one spends as it goes; any other pays nothing more. */
export const ticketLeftCents = (
  ticket: Pick<MealTicketView, 'status' | 'allowanceCents' | 'spentCents'>,
) => (ticket.status === 'issued' ? ticket.allowanceCents - ticket.spentCents : 0);

/** POST /api/vendor/meal-tickets/redeem: at the counter, for up to the program's allowance. */
export const mealTicketRedeemSchema = z.strictObject({
  code: ticketCodeSchema,
  /** Dollars the meal came to; the allowance is used when absent, and is the most it can be. */
  amount: dollarsAtLeastZero(mealTicketMessages.amount).optional(),
});
export type MealTicketRedeemInput = z.input<typeof mealTicketRedeemSchema>;

export const mealTicketRedemptionSchema = z.object({
  message: z.string(),
  ticket: mealTicketViewSchema,
});
export type MealTicketRedemption = z.infer<typeof mealTicketRedemptionSchema>;

// Summary and reports ---------------------------------------------------------------------------

/** GET /api/talent-crew/summary: the six counters of accounts spec 2.12. */
export const talentCrewSummarySchema = z.object({
  totalPrograms: z.number().int(),
  activePrograms: z.number().int(),
  totalMembers: z.number().int(),
  ticketsIssued: z.number().int(),
  ticketsRedeemed: z.number().int(),
  /** Dollar sum of program budgets, two decimals. */
  totalBudget: z.string(),
  totalBudgetCents: z.number().int(),
});
export type TalentCrewSummary = z.infer<typeof talentCrewSummarySchema>;

export const talentCrewReportQuerySchema = z.object({
  programId: idField(talentCrewMessages.program).optional(),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).default('json'),
});

const spendRow = {
  spentCents: z.number().int(),
  ticketsRedeemed: z.number().int(),
};

/** GET /api/talent-crew/reports?programId=: spend per program, department and vendor. */
export const talentCrewReportSchema = z.object({
  programId: z.number().int().nullable(),
  generatedAt: isoDate,
  programs: z.array(
    z.object({
      programId: z.number().int(),
      programName: z.string(),
      budgetTotalCents: z.number().int().nullable(),
      committedCents: z.number().int(),
      remainingBudgetCents: z.number().int().nullable(),
      ticketsIssued: z.number().int(),
      ticketsUnredeemed: z.number().int(),
      ...spendRow,
    }),
  ),
  byDepartment: z.array(z.object({ department: z.string(), ...spendRow })),
  byVendor: z.array(z.object({ vendorId: z.number().int(), vendorName: z.string(), ...spendRow })),
  unredeemedTickets: z.array(mealTicketViewSchema),
  totals: z.object({
    budgetTotalCents: z.number().int(),
    remainingBudgetCents: z.number().int().nullable(),
    ticketsIssued: z.number().int(),
    ticketsUnredeemed: z.number().int(),
    ...spendRow,
  }),
});
export type TalentCrewReport = z.infer<typeof talentCrewReportSchema>;

/** Path parameter `{id}` of programs, members and tickets. */
export const talentCrewIdParamsSchema = z.object({ id: idField('No such id') });
