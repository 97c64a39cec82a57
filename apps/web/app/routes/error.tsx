import { useSearchParams } from 'react-router';
import { ErrorPage } from '~/features/errors/components/error-page';
import { TenantLogo } from '~/core/tenant/components/tenant-logo';
import { useTenant } from '~/core/tenant/tenant-context';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import type { Route } from './+types/error';
import { memoRoute } from '~/lib/memo-route';

function statusFrom(value: string | null): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 404;
}

/** `/error?status=401`: the error page on its own (default 404), e.g. for links from e-mails. */
export function loader({ url }: Route.LoaderArgs) {
  return { status: statusFrom(url.searchParams.get('status')) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), loaderData ? String(loaderData.status) : undefined);

function ErrorRoute({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const status = loaderData.status ?? statusFrom(params.get('status'));
  const { theme } = useTenant();
  return (
    <ErrorPage
      status={status}
      isCrawler={false}
      logo={<TenantLogo placement="header" />}
      siteTitle={theme.siteTitle}
      sections={{ betbyActive: theme.betby.active, hasSports: theme.hasSports }}
    />
  );
}

export default memoRoute(ErrorRoute);
