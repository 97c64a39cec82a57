import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type {
  BTRendererClass,
  BTRendererLike,
  BTRendererOptions,
  BTRendererUpdate,
} from '~/features/sportsbook/model/renderer-options';
import type { FakeHandlers } from './fake-platform/platform';

/** How a test renders a page with a Betby widget (the sportsbook, /widgetbetby). */
export interface BetbyPageOptions {
  english?: boolean;
  signedIn?: boolean;
  handlers?: FakeHandlers;
  loadRenderer?: () => Promise<BTRendererClass>;
}

/** The platform handing the player this sportsbook token (`POST /sportsbook/session`). */
export function sportsbookTokenIssued(token: string): FakeHandlers {
  return {
    'POST /sportsbook/session': () => ({ token, expires_at: '2026-11-24T22:30:00.000000Z' }),
  };
}

/**
 * Betby's renderer without a script (the hooks' `loadRenderer`), remembering the widgets it drew:
 * `widget()` waits for the one alive and returns the options it was initialised with, `alive()`
 * the same with its instance; `live()` lists the instances not killed and `only()` fails the test
 * unless there is exactly one. `failInitialize` makes `initialize` throw (a crashing widget),
 * `failLoad` makes `load` fail (a script that does not load).
 */
export function fakeBetby(
  behaviour: {
    failInitialize?: () => boolean;
    onInitialize?: () => void;
    failLoad?: () => boolean;
  } = {},
) {
  const created: FakeRenderer[] = [];
  class FakeRenderer implements BTRendererLike {
    options: BTRendererOptions | null = null;
    updates: BTRendererUpdate[] = [];
    killed = false;
    constructor() {
      created.push(this);
    }
    initialize(options: BTRendererOptions) {
      if (behaviour.failInitialize?.()) throw new Error('widget crashed');
      this.options = options;
      behaviour.onInitialize?.();
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
  const live = () => created.filter((renderer) => renderer.options && !renderer.killed);
  async function alive(): Promise<{ instance: FakeRenderer; options: BTRendererOptions }> {
    await waitFor(() => expect(live()).toHaveLength(1));
    const [instance] = live();
    if (!instance?.options) throw new Error('no widget');
    return { instance, options: instance.options };
  }
  return {
    Renderer,
    created,
    load: async () => {
      if (behaviour.failLoad?.()) throw new Error('offline');
      return Renderer;
    },
    live,
    only(): { instance: FakeRenderer; options: BTRendererOptions } {
      const instances = live();
      expect(instances).toHaveLength(1);
      const [instance] = instances;
      if (!instance?.options) throw new Error('no live widget');
      return { instance, options: instance.options };
    },
    alive,
    async widget(): Promise<BTRendererOptions> {
      return (await alive()).options;
    },
  };
}
