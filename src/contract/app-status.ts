import { z } from 'zod';

export { MAINTENANCE_MESSAGE } from './maintenance';

/** GET /api/app-status: public, never cached. */
export const appStatusSchema = z.object({ maintenance: z.boolean() });
export type AppStatus = z.infer<typeof appStatusSchema>;
