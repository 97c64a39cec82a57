import type { Game } from '@vitrine/contract/games.ts';
import { useLocation } from 'react-router';
import { useGame } from '~/features/casino/api/get-game';
import { GameNotFound } from '~/features/casino/components/game-screen/game-not-found';
import { GameScreen } from '~/features/casino/components/game-screen/game-screen';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { type Locale, localizePath } from '~/core/i18n/config';
import { loginRedirectPath } from '~/core/session/model/login-redirect';
import type { Route } from './+types/game';
import { useGameMessages } from '~/features/casino/model/game-messages';
import { loadGamePage } from '~/features/casino/server/game-page-loader.server';
import { useRoundRefresh } from './use-round-refresh';
import { memoRoute } from '~/lib/memo-route';

export function loader({ request, url, params }: Route.LoaderArgs) {
  return loadGamePage(request, url, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

/** `/casino/{provider}/{game}` (§2, §4 "Game screen"): the game, or the not-found screen. */
function GamePage({ loaderData, params }: Route.ComponentProps) {
  useGameMessages(loaderData.locale, loaderData.messages);
  const lobbyHref = localizePath('/casino/games', loaderData.locale);
  if (!loaderData.game) return <GameNotFound lobbyHref={lobbyHref} />;
  return (
    <PlayableGame
      // Another game is another page: its launch, fullscreen and rounds start afresh.
      key={`${params.provider}/${params.game}`}
      address={{ provider: params.provider, game: params.game }}
      rendered={{
        game: loaderData.game,
        viewer: loaderData.viewer,
        related: loaderData.related,
      }}
      locale={loaderData.locale}
      lobbyHref={lobbyHref}
    />
  );
}

export default memoRoute(GamePage);

function PlayableGame({
  address,
  rendered,
  locale,
  lobbyHref,
}: {
  address: { provider: string; game: string };
  rendered: { game: Game; viewer: string; related: Game[] | null };
  locale: Locale;
  lobbyHref: string;
}) {
  const game = useGame(address, rendered);
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(pathname + search);
  const onRound = useRoundRefresh();

  return (
    <GameScreen
      game={game}
      locale={locale}
      links={{
        lobby: lobbyHref,
        signIn: loginRedirectPath(locale, pathname + search),
        register: `${localizePath('/register', locale)}?redirect=${back}`,
      }}
      onRound={onRound}
      related={
        rendered.related && rendered.game.id === game.id
          ? { games: rendered.related, viewer: rendered.viewer }
          : undefined
      }
    />
  );
}
