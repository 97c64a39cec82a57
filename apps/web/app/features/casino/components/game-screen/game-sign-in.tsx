import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { SHOWN_WHOLE, ShownWholeEnd } from '~/components/ui/shown-whole';
import { useViewer } from '~/core/session/viewer-context';

/**
 * A guest on a real-money game: the game's art and a call to sign in or register instead of the
 * game. "Entrar" opens the login over this page (the game starts once signed in); without script
 * both links lead to the login and registration pages, which bring the player back here.
 */
export function GameSignIn({
  title,
  image,
  signInHref,
  registerHref,
}: {
  title: string;
  image: string;
  signInHref: string;
  registerHref: string;
}) {
  const { t } = useTranslation('game');
  const { requestSignIn } = useViewer();
  // The art fills the stage and is the page's largest paint: fetched from the head, first.
  preload(image, { as: 'image', fetchPriority: 'high' });
  return (
    <div className="absolute inset-0 grid place-items-center overflow-hidden p-4">
      <DecorativeImage
        src={image}
        width={300}
        height={400}
        fetchPriority="high"
        className="absolute inset-0 size-full scale-110 object-cover opacity-25 blur-sm"
      />
      {/* Centred: drawn half-parsed, it would move as it grew. */}
      <div
        className={`relative flex max-w-sm flex-col items-center gap-3 rounded-2xl bg-surface/90 p-5 text-center shadow-2xl ${SHOWN_WHOLE}`}
      >
        <h2 className="text-xl font-bold">{t('signIn.title')}</h2>
        <p className="text-sm text-fg-muted">{t('signIn.text', { title })}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Link
            to={signInHref}
            onClick={(event) => {
              event.preventDefault();
              requestSignIn();
            }}
            className={buttonClasses('primary')}
          >
            {t('signIn.signIn')}
          </Link>
          <Link to={registerHref} className={buttonClasses('secondary')}>
            {t('signIn.register')}
          </Link>
        </div>
        <ShownWholeEnd />
      </div>
    </div>
  );
}
