import { type ComponentType, memo } from 'react';
import { shallow } from 'zustand/vanilla/shallow';

/**
 * A route's component that renders again only when its own route props change: React Router
 * renders every route component on each of its state changes, with a new `params` each time
 * (docs/performance.md "Route components through `memoRoute`"). Hooks (`useLocation`,
 * `useNavigation`, stores) still update the component as before; only a render with the same
 * props is skipped.
 */
export function memoRoute<P extends object>(Component: ComponentType<P>) {
  return memo(Component, sameRouteProps);
}

/** `params` compared by its entries, every other prop (loader data, matches) by identity. */
export function sameRouteProps(previous: object, next: object): boolean {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  if (Object.keys(before).length !== keys.length) return false;
  return keys.every((key) =>
    key === 'params' ? shallow(before[key], after[key]) : Object.is(before[key], after[key]),
  );
}
