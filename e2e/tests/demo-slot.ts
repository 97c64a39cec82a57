import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';

// The platform's demo slot as a journey plays it, inside the game page's frame.

export const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The slot in the game box (the platform's demo slot page). */
export const slot = (page: Page): FrameLocator => page.frameLocator('main iframe');

/** Spins once and waits for the round's answer; returns the slot's balance after it. */
export async function spin(game: FrameLocator): Promise<string> {
  const button = game.getByRole('button', { name: 'Girar' });
  await button.click();
  const status = game.getByRole('status');
  await expect(status).not.toHaveText(/Girando|Escolha a aposta/);
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  return squash(await game.locator('#balance').textContent());
}
