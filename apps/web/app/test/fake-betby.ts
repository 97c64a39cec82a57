import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type {
  BTRendererClass,
  BTRendererLike,
  BTRendererOptions,
  BTRendererUpdate,
} from '~/features/sportsbook/model/renderer-options';

/**
 * Betby's renderer without a script (the hooks' `loadRenderer`), remembering the widgets it drew:
 * `widget()` waits for the one alive and returns the options it was initialised with.
 */
export function fakeBetby() {
  const created: FakeRenderer[] = [];
  class FakeRenderer implements BTRendererLike {
    options: BTRendererOptions | null = null;
    updates: BTRendererUpdate[] = [];
    killed = false;
    constructor() {
      created.push(this);
    }
    initialize(options: BTRendererOptions) {
      this.options = options;
      return this;
    }
    updateOptions(update: BTRendererUpdate) {
      this.updates.push(update);
    }
    kill() {
      this.killed = true;
    }
  }
  const Renderer: BTRendererClass = FakeRenderer;
  return {
    Renderer,
    created,
    load: async () => Renderer,
    async widget(): Promise<BTRendererOptions> {
      await waitFor(() => expect(created.filter((r) => r.options && !r.killed)).toHaveLength(1));
      const alive = created.find((r) => r.options && !r.killed);
      if (!alive?.options) throw new Error('no widget');
      return alive.options;
    },
  };
}
