import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomNav, SiteHeader } from '../layout/site-header';
import { HomeIcon } from './icons';
import { SHOWN_WHOLE, ShownWholeEnd } from './shown-whole';

/** The attribute the class waits for, read off the class itself. */
const END_ATTRIBUTE = /:has\(>\[([a-z-]+)\]\)/.exec(SHOWN_WHOLE)?.[1];

/** Whether `group` is shown whole: it has the class and ends with the marker the class waits for. */
function expectShownWhole(group: Element | null | undefined) {
  expect(group?.className).toContain(SHOWN_WHOLE);
  const last = group?.lastElementChild;
  expect(last?.hasAttribute(END_ATTRIBUTE!)).toBe(true);
  expect(last?.hasAttribute('hidden')).toBe(true);
}

describe('shown whole', () => {
  it('hides a group until the marker the class names is its child', () => {
    expect(SHOWN_WHOLE).toBe(`[&:not(:has(>[${END_ATTRIBUTE}]))]:invisible`);
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
