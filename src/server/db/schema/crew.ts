import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { MEAL_PROGRAM_TYPES, MEAL_TICKET_STATUSES } from '../../../contract/enums';
import { timestamptz, createdAt, oneOf } from './columns';
import { events } from './events';
import { vendors } from './vendors';

// Talent & crew meal programs (accounts spec 3).

export const mealPrograms = pgTable(
  'meal_programs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    programName: text().notNull(),
    description: text(),
    /** The spec's mealAllowanceAmount, in cents. */
    mealAllowanceCents: integer().notNull(),
    maxTicketsPerPerson: integer().notNull().default(1),
    programType: text({ enum: MEAL_PROGRAM_TYPES }).notNull(),
    validFrom: timestamptz().notNull(),
    validUntil: timestamptz().notNull(),
    /** The spec's optional budgetTotal, in cents. */
    budgetTotalCents: integer(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('meal_programs_type_check', oneOf(t.programType, MEAL_PROGRAM_TYPES)),
    check('meal_programs_allowance_check', sql`${t.mealAllowanceCents} >= 0`),
    check('meal_programs_max_tickets_check', sql`${t.maxTicketsPerPerson} >= 1`),
    check(
      'meal_programs_budget_check',
      sql`${t.budgetTotalCents} is null or ${t.budgetTotalCents} >= 0`,
    ),
    check('meal_programs_dates_check', sql`${t.validUntil} >= ${t.validFrom}`),
    index('meal_programs_event_idx').on(t.eventId),
  ],
);

export const crewMembers = pgTable(
  'crew_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    programId: integer()
      .notNull()
      .references(() => mealPrograms.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    role: text().notNull(),
    department: text(),
    contactInfo: text(),
    specialDietaryNeeds: text(),
    /** Off the program: no new tickets, and their tickets stop redeeming. */
    isActive: boolean().notNull().default(true),
    mealTicketsAllocated: integer().notNull().default(0),
    mealTicketsUsed: integer().notNull().default(0),
    /** The spec's totalSpent, in cents. */
    totalSpentCents: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'crew_members_tickets_check',
      sql`${t.mealTicketsAllocated} >= 0 and ${t.mealTicketsUsed} >= 0`,
    ),
    check('crew_members_total_spent_check', sql`${t.totalSpentCents} >= 0`),
    index('crew_members_program_idx').on(t.programId),
    index('crew_members_event_idx').on(t.eventId),
    // a member is linked to the account whose e-mail is their contactInfo
    index('crew_members_contact_idx').on(sql`lower(${t.contactInfo})`),
  ],
);

export const mealTickets = pgTable(
  'meal_tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    programId: integer()
      .notNull()
      .references(() => mealPrograms.id, { onDelete: 'cascade' }),
    crewMemberId: integer()
      .notNull()
      .references(() => crewMembers.id, { onDelete: 'cascade' }),
    status: text({ enum: MEAL_TICKET_STATUSES }).notNull().default('issued'),
    code: text().notNull().unique('meal_tickets_code_unique'),
    issuedAt: timestamptz().notNull().defaultNow(),
    redeemedAt: timestamptz(),
    redeemedVendorId: integer().references(() => vendors.id, { onDelete: 'set null' }),
    /** The program's allowance when the ticket was issued: the most it can pay. */
    amountCents: integer().notNull(),
    /** What the redemption paid for (at most amountCents); 0 until redeemed. */
    spentCents: integer().notNull().default(0),
    /** The order the ticket paid towards at checkout; cleared when that order is cancelled. */
    redeemedOrderId: integer(),
  },
  (t) => [
    check('meal_tickets_status_check', oneOf(t.status, MEAL_TICKET_STATUSES)),
    check('meal_tickets_amount_check', sql`${t.amountCents} >= 0`),
    check(
      'meal_tickets_spent_check',
      sql`${t.spentCents} >= 0 and ${t.spentCents} <= ${t.amountCents}`,
    ),
    check(
      'meal_tickets_redeemed_check',
      sql`${t.status} <> 'redeemed' or ${t.redeemedAt} is not null`,
    ),
    index('meal_tickets_program_idx').on(t.programId, t.status),
    index('meal_tickets_crew_member_idx').on(t.crewMemberId),
    index('meal_tickets_redeemed_vendor_idx').on(t.redeemedVendorId),
    index('meal_tickets_redeemed_order_idx').on(t.redeemedOrderId),
  ],
);

export const mealProgramsRelations = relations(mealPrograms, ({ one, many }) => ({
  event: one(events, { fields: [mealPrograms.eventId], references: [events.id] }),
  crewMembers: many(crewMembers),
  mealTickets: many(mealTickets),
}));

export const crewMembersRelations = relations(crewMembers, ({ one, many }) => ({
  program: one(mealPrograms, { fields: [crewMembers.programId], references: [mealPrograms.id] }),
  event: one(events, { fields: [crewMembers.eventId], references: [events.id] }),
  mealTickets: many(mealTickets),
}));

export const mealTicketsRelations = relations(mealTickets, ({ one }) => ({
  program: one(mealPrograms, { fields: [mealTickets.programId], references: [mealPrograms.id] }),
  crewMember: one(crewMembers, {
    fields: [mealTickets.crewMemberId],
    references: [crewMembers.id],
  }),
  redeemedVendor: one(vendors, {
    fields: [mealTickets.redeemedVendorId],
    references: [vendors.id],
  }),
}));

export type MealProgram = typeof mealPrograms.$inferSelect;
export type NewMealProgram = typeof mealPrograms.$inferInsert;
export type CrewMember = typeof crewMembers.$inferSelect;
export type NewCrewMember = typeof crewMembers.$inferInsert;
export type MealTicket = typeof mealTickets.$inferSelect;
export type NewMealTicket = typeof mealTickets.$inferInsert;
