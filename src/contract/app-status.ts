import { z } from 'zod';

// accounts spec 9 (app_maintenance_mode): while it is on, every screen says so and new orders are
// refused with this message (orders already placed can still be paid and prepared).
export const MAINTENANCE_MESSAGE =
  'CurtainCall is paused for maintenance. New orders open again shortly.';

/** GET /api/app-status: public, never cached. */
export const appStatusSchema = z.object({ maintenance: z.boolean() });
export type AppStatus = z.infer<typeof appStatusSchema>;
