// Zod-free, so the web app's first screen can use it without the schema library;
// auth.ts re-exports it.

/** The part of the e-mail before the @ sign, shown in the header (customer spec 2). */
export function emailLocalPart(emailAddress: string): string {
  return emailAddress.split('@')[0] ?? emailAddress;
}
