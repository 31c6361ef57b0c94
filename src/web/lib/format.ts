// Times are shown the way a US venue prints them: '11:35 PM', 'Nov 22, 9:41 PM'.

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, built when first used: building one loads the
 * locale's calendar data, tens of milliseconds on a slow phone, so none is built at start-up and
 * none is built again on each render.
 */
export function dateFormatter(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

// The US formats below are built by hand rather than with Intl.DateTimeFormat('en-US'), which
// prints exactly the same (a test compares them): the first Intl formatter a page builds loads
// the locale's data, 30-80 ms on this project's test machine and several times that on a phone,
// inside the render of the first screen that shows a time (the orders board opened from the ready
// notification). formatDate and formatTime below, in the reader's own locale, keep Intl.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function toDate(value: string | Date): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '11:35 PM', '12:05 AM' in the device's time zone. */
function clockText(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '11:35 PM' */
export function formatClockTime(value: string | Date): string {
  const date = toDate(value);
  return date ? clockText(date) : '—';
}

/**
 * A pickup slot: '11:35 PM'; a slot on another day than `now` gets its weekday ('Sun 12:05 AM'),
 * the same words on the customer's picker and the vendor's slot list.
 */
export function formatSlotLabel(slot: string | Date, now: Date = new Date()): string {
  const date = toDate(slot);
  if (!date) return '—';
  return date.toDateString() === now.toDateString()
    ? clockText(date)
    : `${WEEKDAYS[date.getDay()]} ${clockText(date)}`;
}

/** 'Nov 22, 9:41 PM' */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${clockText(date)}` : '—';
}

/** A chart's day, '11/22', from the server's UTC date ('2026-11-22' or a timestamp). */
export function formatChartDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return `${day.getUTCMonth() + 1}/${day.getUTCDate()}`;
}

export { formatCount } from '../../contract/count-text';

/** '1 item', '3 items' */
export function itemCountText(count: number): string {
  return `${count} item${count === 1 ? '' : 's'}`;
}

/** 'Nov 22, 2026' and '9:41 PM' in the reader's own locale (the back office lists). */
export const formatDate = (iso: string | null | undefined) =>
  iso ? dateFormatter(undefined, { dateStyle: 'medium' }).format(new Date(iso)) : 'N/A';
export const formatTime = (iso: string) =>
  dateFormatter(undefined, { timeStyle: 'short' }).format(new Date(iso));

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
