import { HttpError } from '../../lib/api';

/** An issue about a line's item itself (sold out, off the menu), not about its quantity. */
const ITEM_ISSUE_PATH = /^body\.items\.(\d+)\.(menuItemId|id)$/;

/**
 * The cart lines the server refused to price or place because of the item itself, by menu item
 * id, each with the server's reason; empty for any other failure. `items` is the cart in the order
 * it was sent, which the issues' paths count in.
 */
export function unorderableLines(
  error: unknown,
  items: readonly { id: number }[],
): Map<number, string> {
  const found = new Map<number, string>();
  const issues = error instanceof HttpError ? error.json?.issues : undefined;
  if (!Array.isArray(issues)) return found;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const index =
      typeof issue.path === 'string' ? ITEM_ISSUE_PATH.exec(issue.path)?.[1] : undefined;
    const line = index === undefined ? undefined : items[Number(index)];
    if (line && typeof issue.message === 'string') found.set(line.id, issue.message);
  }
  return found;
}
