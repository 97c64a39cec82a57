import { z } from 'zod';
import { readStored, writeStored } from '~/lib/storage';

/** Our localStorage key for the floating widgets' state (§3 "Mission widget"). */
export const MISSION_WIDGETS_KEY = 'missionWidgets';

/** §3 "Mission widget" as the browser keeps it: open or closed, where it was left, dismissed. */
const widgetStateSchema = z.object({
  isOpen: z.boolean(),
  positionY: z.number().int().min(0).max(100_000).nullable(),
  /** A claimed widget the player closed for good. */
  dismissed: z.boolean().default(false),
});
export type WidgetState = z.infer<typeof widgetStateSchema>;

const widgetStatesSchema = z.record(z.string().regex(/^\d{1,10}$/), widgetStateSchema);
export type WidgetStates = z.infer<typeof widgetStatesSchema>;

export const DEFAULT_WIDGET_STATE: WidgetState = {
  isOpen: false,
  positionY: null,
  dismissed: false,
};

/** Every widget's stored state; nothing (or what does not parse) reads as none. */
export function readWidgetStates(): WidgetStates {
  return readStored(MISSION_WIDGETS_KEY, widgetStatesSchema) ?? {};
}

export function writeWidgetStates(states: WidgetStates): void {
  writeStored(MISSION_WIDGETS_KEY, widgetStatesSchema, states);
}
