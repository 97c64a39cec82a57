import { isPlainRecord } from '@vitrine/contract/json-shapes.ts';
import type { HttpError } from './http-error';

// Portaria 2.579/2025 (docs/design/responsible-gaming.md "Registration and sign-in"): a player
// without a loss and a time limit is refused every bet and deposit with `player.limits_required`.
// The HTTP client tells here of each such refusal; the app layer's limits dialog, loaded after the
// first paint, registers itself as the prompt so that a dismissed prompt opens again.

/** Opens the required-limits dialog; the refused call still fails, for the player to retry. */
export type LimitsRequiredPrompt = () => void;

let prompt: LimitsRequiredPrompt | null = null;

/** Registers the dialog that asks for the two limits; returns its unregistration. */
export function registerLimitsRequiredPrompt(next: LimitsRequiredPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** Asks for the two limits; without a dialog registered (on the server) nothing opens. */
export function promptForRequiredLimits(): void {
  prompt?.();
}

/**
 * 403 `player.limits_required` (the body also says `limits_required: true`). Read by its code
 * alone, so the first page's bundle carries no schema for it.
 */
export function isLimitsRequired(error: HttpError): boolean {
  return (
    error.status === 403 &&
    isPlainRecord(error.data) &&
    error.data.code === 'player.limits_required'
  );
}
