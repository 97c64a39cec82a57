import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { BoxesPage } from '~/routes/common/boxes-page';
import { HeaderBalance } from '~/features/wallet/components/header-balance';
import { type RenderAppOptions, renderApp } from './render-app';

/**
 * A boxes page as its route renders it (the wallet a box call answers reaches the header), with
 * the header's balance beside it. Issue 36.
 */
export function renderBoxesPage(ui: ReactNode, options: RenderAppOptions = {}) {
  const locale = options.locale ?? 'pt-BR';
  return renderApp(
    <>
      {options.player && <HeaderBalance enabled locale={locale} />}
      <BoxesPage locale={locale} messages={{}}>
        {ui}
      </BoxesPage>
    </>,
    options,
  );
}

/** The device's answer to `(prefers-reduced-motion: reduce)`; undo with `vi.unstubAllGlobals()`. */
export function deviceAsksForLessMotion(asks: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: asks && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
