// A meal ticket's code (talent & crew): its alphabet, how it is written and read, its schema, and
// the refusals a ticket meets at the counter and at checkout. Apart from talent-crew.ts so an
// order's schema (which takes a ticket code) does not build the programs' schemas.
import { z } from 'zod';
import { formatMoney } from './money';

/** Ticket refusals, at the counter and at checkout. */
export const mealTicketMessages = {
  code: 'Enter the meal ticket code',
  unknown: 'No meal ticket has this code',
  alreadyRedeemed: 'This meal ticket was already redeemed',
  voided: 'This meal ticket was voided',
  programInactive: 'This meal program is not active',
  notYetValid: 'This meal ticket is not valid yet',
  expired: 'This meal ticket has expired',
  notYours: 'This meal ticket belongs to another crew member',
  memberInactive: 'This crew member is no longer on the program',
  maxTickets: 'This crew member already has the most tickets the program allows',
  budget: 'Issuing another ticket would go over the program budget',
  programClosed: 'Tickets can only be issued for an active program that has not ended',
  voidOnlyIssued: 'Only an issued ticket can be voided',
  unknownMember: 'No crew member has this id',
  amount: 'Amount must be a positive dollar amount',
  redeemed: 'Meal ticket redeemed',
  vendorNotListed: 'Only an approved vendor that is not suspended can redeem meal tickets',
  notAtEvent: 'This meal ticket can only be used at a vendor of its event',
} as const;

/** An amount above what is left on a ticket is refused, never cut down to it. */
export const amountAboveLeftMessage = (leftCents: number) =>
  `Only ${formatMoney(leftCents)} is left on this meal ticket`;

/** Code alphabet without look-alikes (no 0/O, 1/I/L, U): 10 characters, about 50 bits. */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_CODE_LENGTH = 10;

/** 'abcde fghij' / 'ABCDE-FGHIJ' -> 'ABCDEFGHIJ' (what is stored and compared). */
export function normaliseTicketCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** 'ABCDEFGHIJ' -> 'ABCDE-FGHIJ' (what people read and type). */
export function formatTicketCode(code: string): string {
  const plain = normaliseTicketCode(code);
  return plain.length === TICKET_CODE_LENGTH ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}

export const ticketCodeSchema = z
  .string({ error: mealTicketMessages.code })
  .trim()
  .min(1, mealTicketMessages.code)
  .max(40, mealTicketMessages.unknown)
  .transform(normaliseTicketCode);
