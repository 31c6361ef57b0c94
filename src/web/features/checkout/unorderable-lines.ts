import { cartLineKey, type CartLine } from '../../../contract/cart';
import { HttpError } from '../../lib/api';

/**
 * An issue about a line's item itself (sold out, off the menu) or its chosen options (one gone),
 * not about its quantity.
 */
const ITEM_ISSUE_PATH = /^body\.items\.(\d+)\.(menuItemId|id|optionIds(\.\d+)?)$/;

/**
 * The cart lines the server refused to price or place because of the item itself or its options,
 * by line key (cartLineKey), each with the server's reason; empty for any other failure. `items` is the cart in the order
 * it was sent, which the issues' paths count in.
 */
export function unorderableLines(
  error: unknown,
  items: readonly Pick<CartLine, 'id' | 'optionIds' | 'notes'>[],
): Map<string, string> {
  const found = new Map<string, string>();
  const issues = error instanceof HttpError ? error.json?.issues : undefined;
  if (!Array.isArray(issues)) return found;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const index =
      typeof issue.path === 'string' ? ITEM_ISSUE_PATH.exec(issue.path)?.[1] : undefined;
    const line = index === undefined ? undefined : items[Number(index)];
    if (line && typeof issue.message === 'string') found.set(cartLineKey(line), issue.message);
  }
  return found;
}
