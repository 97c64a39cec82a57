import { Outlet, useLocation } from 'react-router';
import { CasinoNav } from '~/features/casino/components/casino-nav';
import { LOCALE_PREFIX, localeFromPath } from '~/i18n/config';

/** The casino's list pages share their section navigation. */
export default function CasinoLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <CasinoNav localePrefix={LOCALE_PREFIX[localeFromPath(pathname)]} />
      <Outlet />
    </>
  );
}
