import { createContext, useContext, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { OrderView } from '../../../contract/orders';

// A pointer tap is aimed at a place on the board, not at an order. Right after the cards move
// (an order left its column, a new one arrived) that place may hold another order's button, so
// such a tap, and the second click of a double click, is dropped. A key press is aimed at the
// focused button itself and is never dropped.

/** How long after the cards move a tap is taken as aimed at what was there before. */
export const SETTLE_MS = 500;

export type BoardMoves = {
  /** True when this click must not act: a double click's second, or a tap as cards move. */
  isStrayTap: (event: MouseEvent) => boolean;
  /** An action on this order starts: once it leaves its column, focus goes to its neighbour. */
  noteAction: (orderId: number) => void;
  /** The action failed: the order stays where it is, focus with it. */
  forgetAction: (orderId: number) => void;
};

const BoardMovesContext = createContext<BoardMoves>({
  isStrayTap: (event) => event.detail > 1,
  noteAction: () => undefined,
  forgetAction: () => undefined,
});
export const BoardMovesProvider = BoardMovesContext.Provider;
export const useBoardMoves = () => useContext(BoardMovesContext);

/** The DOM id of an order's card, which focus can be sent to. */
export const orderCardId = (orderId: number) => `order-card-${orderId}`;
/** The DOM id of a status column. */
export const boardColumnId = (column: string) => `board-column-${column}`;

type Column = { key: string; orders: readonly OrderView[] };
type Acted = { orderId: number; column: string; index: number };

/**
 * Watches the board's columns: remembers when the cards last moved, and after an order acted on
 * leaves its column, focuses the card now in its place (or the one above, or the column) when
 * focus was lost with the removed button. A card gets focus, not a button, so a second Enter
 * pressed as the board changes acts on nothing.
 */
export function useBoardMovesWatch(columns: readonly Column[]): BoardMoves {
  const signature = columns
    .map((column) => `${column.key}:${column.orders.map((order) => order.id).join(',')}`)
    .join('|');
  const movedAt = useRef(Number.NEGATIVE_INFINITY);
  const firstSignature = useRef(signature);
  const acted = useRef<Acted | null>(null);
  const latest = useRef(columns);

  useLayoutEffect(() => {
    latest.current = columns;
  });
  useLayoutEffect(() => {
    if (signature !== firstSignature.current) movedAt.current = performance.now();
    firstSignature.current = signature;
    const action = acted.current;
    const column = latest.current.find((candidate) => candidate.key === action?.column);
    if (!action || !column || column.orders.some((order) => order.id === action.orderId)) return;
    acted.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const neighbour = column.orders[action.index] ?? column.orders[action.index - 1];
    const target = document.getElementById(
      neighbour ? orderCardId(neighbour.id) : boardColumnId(column.key),
    );
    target?.focus();
  }, [signature]);

  return {
    isStrayTap: (event) =>
      event.detail > 1 || (event.detail > 0 && performance.now() - movedAt.current < SETTLE_MS),
    noteAction: (orderId) => {
      for (const column of latest.current) {
        const index = column.orders.findIndex((order) => order.id === orderId);
        if (index >= 0) acted.current = { orderId, column: column.key, index };
      }
    },
    forgetAction: (orderId) => {
      if (acted.current?.orderId === orderId) acted.current = null;
    },
  };
}
