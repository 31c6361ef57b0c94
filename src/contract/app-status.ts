import { z } from 'zod';

export { MAINTENANCE_MESSAGE } from './maintenance';

/**
 * GET /api/app-status: public, never cached. `cardPayments` false: demo_checkout_mode is off and
 * there is no live provider, so checkout cannot take a card (an answer without it: cards work).
 * `receiptEmails`: a mail server is set, so a receipt e-mail follows a payment and each refund.
 */
export const appStatusSchema = z.object({
  maintenance: z.boolean(),
  cardPayments: z.boolean().default(true),
  receiptEmails: z.boolean().default(false),
});
export type AppStatus = z.infer<typeof appStatusSchema>;
