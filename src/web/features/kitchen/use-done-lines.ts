import { useCallback, useState } from 'react';
import { readJson, storageKey, writeJson } from '../../lib/storage';

/** Order line ids the cook marked done on this device (docs/decisions.md: kept per device). */
export const DONE_LINES_KEY = storageKey('kitchenDoneLines');

const readDoneLines = () => {
  const stored = readJson<unknown>(DONE_LINES_KEY, []);
  return new Set(
    Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [],
  );
};

/**
 * Which lines of the open tickets are made: tapped on this screen, kept in localStorage so a
 * reload keeps them. Each tap also forgets the lines no longer in `liveLineIds` (the lines of
 * every order still on the board, ready ones included so a recalled ticket keeps its marks), so
 * the list never grows past one board.
 */
export function useDoneLines(liveLineIds: readonly number[]) {
  const [done, setDone] = useState(readDoneLines);
  const toggle = useCallback(
    (lineId: number) => {
      setDone((current) => {
        const live = new Set(liveLineIds);
        const next = new Set([...current].filter((id) => live.has(id)));
        if (current.has(lineId)) next.delete(lineId);
        else next.add(lineId);
        writeJson(DONE_LINES_KEY, [...next]);
        return next;
      });
    },
    [liveLineIds],
  );
  const isDone = useCallback((lineId: number) => done.has(lineId), [done]);
  return { isDone, toggle };
}
