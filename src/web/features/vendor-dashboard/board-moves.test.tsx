import { renderHook } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../checkout/test-support';
import { SETTLE_MS, useBoardMovesWatch } from './board-moves';

// Which taps the board drops: a double click's second click, and a tap on a card that has just
// taken the place another card held.

const tap = (detail = 1) => ({ detail }) as MouseEvent;
const column = (key: string, ids: number[]) => ({
  key,
  orders: ids.map((id) => makeOrder({ id })),
});

let now = 1_000;
vi.spyOn(performance, 'now').mockImplementation(() => now);
afterEach(() => {
  now = 1_000;
});

function watch(pending: number[], preparing: number[]) {
  return renderHook(({ columns }) => useBoardMovesWatch(columns), {
    initialProps: { columns: [column('pending', pending), column('preparing', preparing)] },
  });
}

describe('useBoardMovesWatch', () => {
  it('drops the second click of a double click, and takes a keyboard press (detail 0)', () => {
    const { result } = watch([1, 2], []);
    expect(result.current.isStrayTap(tap(2), 1)).toBe(true);
    expect(result.current.isStrayTap(tap(1), 1)).toBe(false);
    expect(result.current.isStrayTap(tap(0), 1)).toBe(false);
  });

  it('drops a tap on the card that took a leaving card’s place until the board settles', () => {
    const { result, rerender } = watch([1, 2, 3], [9]);
    now += 10;
    rerender({ columns: [column('pending', [2, 3]), column('preparing', [9, 1])] });
    // 2 and 3 moved up under the pointer; 1 landed on an empty place; 9 stayed put
    expect(result.current.isStrayTap(tap(), 2)).toBe(true);
    expect(result.current.isStrayTap(tap(), 3)).toBe(true);
    expect(result.current.isStrayTap(tap(), 1)).toBe(false);
    expect(result.current.isStrayTap(tap(), 9)).toBe(false);
    // a key press is aimed at the focused button, never at a place
    expect(result.current.isStrayTap(tap(0), 2)).toBe(false);
    now += SETTLE_MS;
    expect(result.current.isStrayTap(tap(), 2)).toBe(false);
  });

  it('keeps a moved card’s time across another change elsewhere on the board', () => {
    const { result, rerender } = watch([1, 2], []);
    now += 10;
    rerender({ columns: [column('pending', [2]), column('preparing', [1])] });
    now += SETTLE_MS / 2;
    rerender({ columns: [column('pending', [2]), column('preparing', [1, 5])] });
    expect(result.current.isStrayTap(tap(), 2)).toBe(true);
    now += SETTLE_MS / 2;
    expect(result.current.isStrayTap(tap(), 2)).toBe(false);
  });
});
