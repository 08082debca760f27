import type { TableColumnName } from '@app/shared';
import { type KeyboardEvent, type PointerEvent, useCallback } from 'react';

/** Px per arrow key press on a column edge; with Shift, five times as much. */
const KEY_STEP = 10;

/** Props of useColumnResize. */
type ColumnResizeOptions = {
  /** Live width while dragging or pressing keys. */
  onResize: (name: TableColumnName, width: number) => void;
  /** The resize is over: store it. */
  onCommit: () => void;
};

/**
 * Pointer and keyboard handlers for a column edge: drag it, or focus it and press ← / →, so resizing works
 * without a mouse too. Widths are stored once the drag ends or a key is released, not on every pixel.
 */
export function useColumnResize({ onResize, onCommit }: ColumnResizeOptions) {
  const onPointerDown = useCallback(
    (name: TableColumnName, width: number) => (event: PointerEvent<HTMLElement>) => {
      event.preventDefault();
      event.stopPropagation();
      const target = event.currentTarget;
      const startX = event.clientX;
      target.setPointerCapture(event.pointerId);
      const move = (e: globalThis.PointerEvent) => onResize(name, width + e.clientX - startX);
      const up = () => {
        target.removeEventListener('pointermove', move);
        target.removeEventListener('pointerup', up);
        target.removeEventListener('pointercancel', up);
        onCommit();
      };
      target.addEventListener('pointermove', move);
      target.addEventListener('pointerup', up);
      target.addEventListener('pointercancel', up);
    },
    [onResize, onCommit],
  );

  const onKeyDown = useCallback(
    (name: TableColumnName, width: number) => (event: KeyboardEvent<HTMLElement>) => {
      const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (direction === 0) return;
      event.preventDefault();
      onResize(name, width + direction * KEY_STEP * (event.shiftKey ? 5 : 1));
    },
    [onResize],
  );

  const onKeyUp = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') onCommit();
    },
    [onCommit],
  );

  return { onPointerDown, onKeyDown, onKeyUp };
}
