// Times relative to when a test runs, as the API sends them (ISO strings): fixtures that must be
// "valid now" or "in 30 minutes" use these, never a fixed date that a later run would pass.

export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

export const hoursFromNow = (hours: number) => minutesFromNow(hours * 60);
