import { z } from 'zod';

export { MAINTENANCE_MESSAGE } from './maintenance';

/**
 * GET /api/app-status: public, never cached. `cardPayments` false: demo_checkout_mode is off and
 * there is no live provider, so checkout cannot take a card (an answer without it: cards work).
 */
export const appStatusSchema = z.object({
  maintenance: z.boolean(),
  cardPayments: z.boolean().default(true),
});
export type AppStatus = z.infer<typeof appStatusSchema>;
