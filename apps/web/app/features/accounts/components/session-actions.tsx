import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { UserMenu } from './user-menu';

/**
 * The header's account corner: sign-in and register for guests (they open the modal in place; the
 * links still lead to /login and /register without script), the account menu once signed in.
 */
export function SessionActions({
  loginHref,
  registerHref,
  profileHref,
  walletHref,
  editHref,
  responsibleGamingHref,
  missionsHref,
  boxesHref,
  itemsHref,
  refersHref,
}: {
  loginHref: string;
  registerHref: string;
  profileHref: string;
  walletHref: string;
  editHref: string;
  responsibleGamingHref: string;
  missionsHref: string;
  /** 'Minhas caixas' and 'Meus itens', for a brand with boxes (issue 36). */
  boxesHref?: string | undefined;
  itemsHref?: string | undefined;
  /** 'Indique um amigo' (issue 38). */
  refersHref?: string | undefined;
}) {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const { openModal: openAuthModal } = useAuthModal();

  if (user)
    return (
      <UserMenu
        user={user}
        profileHref={profileHref}
        walletHref={walletHref}
        editHref={editHref}
        responsibleGamingHref={responsibleGamingHref}
        missionsHref={missionsHref}
        boxesHref={boxesHref}
        itemsHref={itemsHref}
        refersHref={refersHref}
      />
    );

  return (
    <>
      <Link
        to={loginHref}
        onClick={(event) => {
          if (openAuthModal('login')) event.preventDefault();
        }}
        className={buttonClasses('secondary', 'sm')}
      >
        {t('auth.signIn')}
      </Link>
      <Link
        to={registerHref}
        onClick={(event) => {
          if (openAuthModal('register')) event.preventDefault();
        }}
        className={buttonClasses('primary', 'sm')}
      >
        {t('auth.register')}
      </Link>
    </>
  );
}
