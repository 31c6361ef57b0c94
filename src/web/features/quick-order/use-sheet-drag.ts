import { useCallback, useRef, useState, type PointerEvent } from 'react';

// customer spec 9: dragging down closes the sheet above 500 px/s AND 100 px.
export const CLOSE_VELOCITY = 500;
export const CLOSE_OFFSET = 100;
/** Velocity is measured over the last stretch of the drag, not the whole gesture. */
export const VELOCITY_WINDOW_MS = 100;

export type DragSample = { y: number; t: number };

export function shouldCloseOnDrag(offsetPx: number, velocityPxPerSecond: number): boolean {
  return velocityPxPerSecond > CLOSE_VELOCITY && offsetPx > CLOSE_OFFSET;
}

/** Downward speed in px/s over the samples inside the window ending at `end`. */
export function dragVelocity(samples: DragSample[], end: DragSample): number {
  const recent = samples.filter((sample) => end.t - sample.t <= VELOCITY_WINDOW_MS);
  const first = recent[0];
  if (!first || end.t <= first.t) return 0;
  return ((end.y - first.y) / (end.t - first.t)) * 1000;
}

type Drag = { pointerId: number; startY: number; samples: DragSample[] };

/** Pointer handling for a bottom sheet's handle and header (not for buttons inside them). */
export function useSheetDrag(onClose: () => void) {
  const [offset, setOffset] = useState(0);
  const [isDragging, setIsDragging] = useState(false);
  const drag = useRef<Drag | null>(null);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('button, a, input')) return;
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      samples: [{ y: event.clientY, t: event.timeStamp }],
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setIsDragging(true);
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const sample = { y: event.clientY, t: event.timeStamp };
    current.samples = [
      ...current.samples.filter((s) => sample.t - s.t <= VELOCITY_WINDOW_MS),
      sample,
    ];
    setOffset(Math.max(0, event.clientY - current.startY));
  }, []);

  const finish = useCallback(
    (event: PointerEvent<HTMLElement>, canClose: boolean) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      drag.current = null;
      const end = { y: event.clientY, t: event.timeStamp };
      const finalOffset = Math.max(0, end.y - current.startY);
      setIsDragging(false);
      setOffset(0);
      if (canClose && shouldCloseOnDrag(finalOffset, dragVelocity(current.samples, end))) {
        onClose();
      }
    },
    [onClose],
  );

  return {
    offset,
    isDragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, true),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, false),
    },
  };
}
