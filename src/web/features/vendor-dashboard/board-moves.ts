import { createContext, useContext, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { OrderView } from '../../../contract/orders';

// A pointer tap is aimed at a place on the board, not at an order. Right after a card takes the
// place another card held (an order left its column, a new one arrived above), a tap on it was
// aimed at the card that was there, so it is dropped, as is the second click of a double click.
// A card that lands on an empty place, or stays put, takes taps at once. A key press is aimed at
// the focused button itself and is never dropped.

/** How long after a card takes another's place a tap on it is taken as aimed at the other. */
export const SETTLE_MS = 500;

export type BoardMoves = {
  /** True when this click on the order's card must not act: a double click's second, or a tap
   * just after the card took another card's place. */
  isStrayTap: (event: MouseEvent, orderId: number) => boolean;
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

/** Which order holds each place ("column:index") of the board. */
function placesOf(columns: readonly Column[]): Map<string, number> {
  const places = new Map<string, number>();
  for (const column of columns)
    column.orders.forEach((order, index) => places.set(`${column.key}:${index}`, order.id));
  return places;
}

/**
 * Watches the board's columns: remembers when each card took another card's place, and after an order acted on
 * leaves its column, focuses the card now in its place (or the one above, or the column) when
 * focus was lost with the removed button. A card gets focus, not a button, so a second Enter
 * pressed as the board changes acts on nothing.
 */
export function useBoardMovesWatch(columns: readonly Column[]): BoardMoves {
  const signature = columns
    .map((column) => `${column.key}:${column.orders.map((order) => order.id).join(',')}`)
    .join('|');
  const places = useRef(placesOf(columns));
  const tookPlaceAt = useRef(new Map<number, number>());
  const acted = useRef<Acted | null>(null);
  const latest = useRef(columns);

  useLayoutEffect(() => {
    latest.current = columns;
  });
  useLayoutEffect(() => {
    const now = performance.now();
    const nextPlaces = placesOf(latest.current);
    const tookPlace = new Map<number, number>();
    for (const [place, orderId] of nextPlaces) {
      const before = places.current.get(place);
      const since =
        before !== undefined && before !== orderId ? now : tookPlaceAt.current.get(orderId);
      if (since !== undefined && now - since < SETTLE_MS) tookPlace.set(orderId, since);
    }
    places.current = nextPlaces;
    tookPlaceAt.current = tookPlace;
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
    isStrayTap: (event, orderId) =>
      event.detail > 1 ||
      (event.detail > 0 &&
        performance.now() - (tookPlaceAt.current.get(orderId) ?? Number.NEGATIVE_INFINITY) <
          SETTLE_MS),
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
