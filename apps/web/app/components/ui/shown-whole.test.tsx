import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectShownWhole, SHOWN_WHOLE_END_ATTRIBUTE } from '~/test/shown-whole';
import { BottomNav, SiteHeader } from '../layout/site-header';
import { HomeIcon } from './icons';
import { SHOWN_WHOLE, ShownWholeEnd } from './shown-whole';

describe('shown whole', () => {
  it('hides a group until the marker the class names is its child', () => {
    expect(SHOWN_WHOLE).toBe(`[&:not(:has(>[${SHOWN_WHOLE_END_ATTRIBUTE}]))]:invisible`);
    const { container } = render(
      <div className={SHOWN_WHOLE}>
        <button type="button">PT</button>
        <ShownWholeEnd />
      </div>,
    );
    expectShownWhole(container.firstElementChild);
  });

  it('shows the header’s actions and the bottom bar whole', () => {
    const items = [{ to: '/', label: 'Início', Icon: HomeIcon, end: true }];
    const { container } = render(
      <MemoryRouter>
        <SiteHeader
          logo="Vitrine"
          logoBoxClassName="w-40"
          homeHref="/"
          homeLabel="Início"
          navLabel="Navegação principal"
          navItems={items}
          actions={<a href="/login">Entrar</a>}
        />
        <BottomNav navLabel="Navegação principal" navItems={items} />
      </MemoryRouter>,
    );
    const entrar = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Entrar');
    expectShownWhole(entrar?.parentElement);
    expectShownWhole(container.querySelector('#bottom-nav'));
  });
});
