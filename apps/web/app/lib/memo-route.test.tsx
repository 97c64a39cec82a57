import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { memoRoute, sameRouteProps } from './memo-route';

describe('sameRouteProps', () => {
  const data = { games: [] };
  const matches: unknown[] = [];

  it('takes params with the same entries as the same', () => {
    expect(
      sameRouteProps(
        { params: { game: 'tigre' }, loaderData: data, matches },
        { params: { game: 'tigre' }, loaderData: data, matches },
      ),
    ).toBe(true);
  });

  it('tells apart other params, other loader data and other props', () => {
    const before = { params: { game: 'tigre' }, loaderData: data, matches };
    expect(sameRouteProps(before, { ...before, params: { game: 'leao' } })).toBe(false);
    expect(sameRouteProps(before, { ...before, params: { game: 'tigre', page: '2' } })).toBe(false);
    expect(sameRouteProps(before, { ...before, loaderData: { games: [] } })).toBe(false);
    expect(sameRouteProps(before, { ...before, actionData: { ok: true } })).toBe(false);
  });
});

/**
 * A page as React Router's build mounts a route module's default export, counting its renders.
 * The layout holds state of its own, so the test can tell a skipped render from a lost update.
 */
function mount({ memoized }: { memoized: boolean }) {
  const renders = { page: 0 };
  function Page({ loaderData }: { loaderData: unknown }) {
    renders.page += 1;
    const [opened, setOpened] = useState(false);
    return (
      <main>
        <h1>{(loaderData as { title: string }).title}</h1>
        <button type="button" onClick={() => setOpened(true)}>
          {opened ? 'aberto' : 'abrir'}
        </button>
        <Link to="/casino/games">Cassino</Link>
      </main>
    );
  }
  let title = 'Início';
  const router = createMemoryRouter(
    [
      {
        id: 'layout',
        Component: withComponentProps(memoRoute(() => <Outlet />)),
        children: [
          {
            id: 'home',
            index: true,
            loader: () => ({ title }),
            Component: withComponentProps(memoized ? memoRoute(Page) : Page),
          },
        ],
      },
    ],
    { hydrationData: { loaderData: { layout: null, home: { title } } } },
  );
  render(<RouterProvider router={router} />);
  return {
    router,
    renders,
    setTitle(next: string) {
      title = next;
    },
  };
}

describe('memoRoute', () => {
  it('skips the render when React Router learns new routes (decision 024)', () => {
    const { router, renders } = mount({ memoized: true });
    expect(renders.page).toBe(1);
    // What `/__manifest` does after hydration: the state changes, the page's props do not.
    act(() => router.patchRoutes('layout', [{ id: 'games', path: 'casino/games' }]));
    expect(renders.page).toBe(1);
    expect(router.routes[0]?.children?.map((route) => route.id)).toContain('games');
  });

  it('renders a page that is not wrapped on every state change (why it exists)', () => {
    const { router, renders } = mount({ memoized: false });
    act(() => router.patchRoutes('layout', [{ id: 'games', path: 'casino/games' }]));
    expect(renders.page).toBe(2);
  });

  it('renders again for new loader data, and keeps the page own updates', async () => {
    const { router, renders, setTitle } = mount({ memoized: true });
    act(() => screen.getByRole('button', { name: 'abrir' }).click());
    expect(screen.getByRole('button', { name: 'aberto' })).toBeTruthy();

    setTitle('Início de novo');
    await act(() => router.revalidate());
    expect(screen.getByRole('heading', { name: 'Início de novo' })).toBeTruthy();
    expect(renders.page).toBe(3);
  });
});
