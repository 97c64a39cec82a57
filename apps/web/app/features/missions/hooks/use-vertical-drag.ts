import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

/** A pointer that moves less than this is a tap (opens or closes), not a drag. */
export const DRAG_THRESHOLD_PX = 5;
/** One arrow key press moves a widget this far; with Shift, five times as far. */
export const KEY_STEP_PX = 10;

/**
 * Vertical dragging of a floating widget by its handle: pointer events (mouse, touch, pen) with
 * the pointer captured, and the up and down arrow keys when the handle has focus. `onMove` gets
 * the wanted top while it moves; `onMoveEnd` the top to keep. A tap after no drag is a click.
 */
export function useVerticalDrag({
  top,
  onMove,
  onMoveEnd,
  onTap,
}: {
  top: number;
  onMove: (top: number) => void;
  onMoveEnd: (top: number) => void;
  onTap: () => void;
}) {
  const drag = useRef<{ pointerId: number; startY: number; startTop: number; moved: boolean }>(
    null,
  );
  const lastTop = useRef(top);
  const suppressClick = useRef(false);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      drag.current = {
        pointerId: event.pointerId,
        startY: event.clientY,
        startTop: top,
        moved: false,
      };
      lastTop.current = top;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (current?.pointerId !== event.pointerId) return;
      const dy = event.clientY - current.startY;
      if (!current.moved && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      lastTop.current = current.startTop + dy;
      onMove(lastTop.current);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (current?.pointerId !== event.pointerId) return;
      drag.current = null;
      if (current.moved) {
        suppressClick.current = true;
        onMoveEnd(lastTop.current);
      }
    },
    onPointerCancel() {
      const current = drag.current;
      drag.current = null;
      if (current?.moved) onMoveEnd(lastTop.current);
    },
    onClick() {
      // The click that ends a drag is not a tap.
      if (suppressClick.current) {
        suppressClick.current = false;
        return;
      }
      onTap();
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      const step = (event.shiftKey ? 5 : 1) * KEY_STEP_PX;
      onMoveEnd(top + (event.key === 'ArrowUp' ? -step : step));
    },
  };
}
