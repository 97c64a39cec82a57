import { Outlet, useLocation } from 'react-router';
import { CasinoNav } from '~/features/casino/components/casino-nav';
import { LOCALE_PREFIX, localeFromPath } from '~/core/i18n/config';
import { memoRoute } from '~/lib/memo-route';

/** The casino's list pages share their section navigation. */
function CasinoLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <CasinoNav localePrefix={LOCALE_PREFIX[localeFromPath(pathname)]} />
      <Outlet />
    </>
  );
}

export default memoRoute(CasinoLayout);
