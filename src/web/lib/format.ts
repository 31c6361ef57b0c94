// Times are shown the way a US venue prints them: '11:35 PM', 'Nov 22, 9:41 PM'.
const clockFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const weekdayClockFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(value: string | Date): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '11:35 PM' */
export function formatClockTime(value: string | Date): string {
  const date = toDate(value);
  return date ? clockFormat.format(date) : '—';
}

/**
 * A pickup slot: '11:35 PM'; a slot on another day than `now` gets its weekday ('Sun 12:05 AM'),
 * the same words on the customer's picker and the vendor's slot list.
 */
export function formatSlotLabel(slot: string | Date, now: Date = new Date()): string {
  const date = toDate(slot);
  if (!date) return '—';
  return date.toDateString() === now.toDateString()
    ? clockFormat.format(date)
    : weekdayClockFormat.format(date).replace(',', '');
}

/** 'Nov 22, 9:41 PM' */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
}

/** A chart's day, '11/22', from the server's UTC date ('2026-11-22' or a timestamp). */
const chartDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});
export const formatChartDay = (date: string) =>
  chartDayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** '1 item', '3 items' */
export function itemCountText(count: number): string {
  return `${count} item${count === 1 ? '' : 's'}`;
}

/** 'Nov 22, 2026' and '9:41 PM' in the reader's own locale (the back office lists). */
const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export const formatDate = (iso: string | null | undefined) =>
  iso ? DATE_FORMAT.format(new Date(iso)) : 'N/A';
export const formatTime = (iso: string) => TIME_FORMAT.format(new Date(iso));

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** ISO -> the value of a datetime-local input, in the reader's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** accounts spec 5: dates are sent as ISO timestamps; an empty value stays empty. */
export const toIso = (local: string) => (local ? new Date(local).toISOString() : '');
