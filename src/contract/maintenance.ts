// Zod-free, so the web app's first screen can use it without the schema library;
// app-status.ts re-exports it.

// accounts spec 9 (app_maintenance_mode): while it is on, every screen says so and new orders are
// refused with this message (orders already placed can still be paid and prepared).
export const MAINTENANCE_MESSAGE =
  'CurtainCall is paused for maintenance. New orders open again shortly.';
