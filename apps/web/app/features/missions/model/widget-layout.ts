import { MISSION_WIDGET_LAYOUT as LAYOUT } from '@vitrine/contract/missions.ts';

/** The window the widgets float in, in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/** One widget as the stack lays it out: open or closed, and where the player left it (if they did). */
export interface WidgetSlot {
  isOpen: boolean;
  positionY: number | null;
}

/** §9 "Layout": 144 px open; closed, 76 under 640 px wide, else 90. */
export function widgetHeight(isOpen: boolean, viewportWidth: number): number {
  if (isOpen) return LAYOUT.openHeight;
  return viewportWidth < LAYOUT.narrowBelow ? LAYOUT.closedHeightNarrow : LAYOUT.closedHeightWide;
}

/**
 * §9: a widget's top stays within [74, innerHeight − 178 − its height]: under the header, and
 * above the bottom navigation (64 px), the floating chat button (on the left, 68 px up) and the
 * live-support launcher (84 px up, 48 px tall). A window too short for both keeps the minimum top.
 */
export function clampWidgetTop(top: number, viewport: Viewport, height: number): number {
  const lowest = Math.max(LAYOUT.minTop, viewport.height - LAYOUT.bottomOffset - height);
  return Math.round(Math.min(Math.max(top, LAYOUT.minTop), lowest));
}

/**
 * Each widget's top: where the player dragged it, else stacked under the one before it with §9's
 * 5 px gap from the minimum top; always clamped to the bounds.
 */
export function widgetTops(viewport: Viewport, widgets: readonly WidgetSlot[]): number[] {
  const tops: number[] = [];
  let next: number = LAYOUT.minTop;
  for (const widget of widgets) {
    const height = widgetHeight(widget.isOpen, viewport.width);
    const top = clampWidgetTop(widget.positionY ?? next, viewport, height);
    tops.push(top);
    next = top + height + LAYOUT.gap;
  }
  return tops;
}
