import type { CartLine } from '../../../contract/cart';
import type { OrderQuote, QuoteLine } from '../../../contract/orders';

const sameOptions = (quoted: QuoteLine, line: Pick<CartLine, 'optionIds'>) => {
  const chosen = line.optionIds ?? [];
  return (
    quoted.options.length === chosen.length &&
    quoted.options.every((option) => chosen.includes(option.id))
  );
};

const isLineOf = (quoted: QuoteLine | undefined, line: Pick<CartLine, 'id' | 'optionIds'>) =>
  quoted !== undefined && quoted.menuItemId === line.id && sameOptions(quoted, line);

/**
 * The quote's line for the cart line sent at `index`. The server answers in the order sent; one
 * item can be on two lines with other options, so a line is matched by its item and options.
 */
export function quotedLine(
  quote: OrderQuote | undefined,
  line: Pick<CartLine, 'id' | 'optionIds'>,
  index: number,
): QuoteLine | undefined {
  if (!quote) return undefined;
  const atIndex = quote.lines[index];
  if (isLineOf(atIndex, line)) return atIndex;
  return quote.lines.find((candidate) => isLineOf(candidate, line));
}
