// Zod-free, so the web app's first screen can use it without the schema library;
// vendor.ts re-exports it.

export const DEFAULT_PREP_MINUTES = 20;
export const MIN_PREP_MINUTES = 5;
export const MAX_PREP_MINUTES = 120;
