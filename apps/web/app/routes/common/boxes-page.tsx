import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import type { Locale } from '~/core/i18n/config';
import { WalletAnswerProvider } from '~/features/boxes/hooks/wallet-answer';
import { applyWalletAnswer } from '~/features/wallet/api/wallet-cache';
import { useLoaderMessages } from './signed-in-area';

const NAMESPACE = 'boxes';

type BoxesPageName = 'catalogue' | 'mine' | 'items' | 'fairness';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A boxes page's title for `meta` (which runs outside React), from its loader's messages. Read by
 * hand, not with zod: the catalogue's first load stays as light as the lobby's (`npm run bench`).
 */
export function boxesTitle(loaderData: unknown, page: BoxesPageName): string | undefined {
  const messages = isRecord(loaderData) ? loaderData.messages : undefined;
  const section = isRecord(messages) ? messages[page] : undefined;
  const title = isRecord(section) ? section.title : undefined;
  return typeof title === 'string' ? title : undefined;
}

/**
 * Around every boxes page: its messages (handed over by the loader), and the wallet a box call
 * answers written where the header reads it (features meet here, in the route layer).
 */
export function BoxesPage({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  useLoaderMessages(locale, NAMESPACE, messages);
  const queryClient = useQueryClient();
  const applyWallet = useCallback(
    (wallet: Parameters<typeof applyWalletAnswer>[1]) => applyWalletAnswer(queryClient, wallet),
    [queryClient],
  );
  return <WalletAnswerProvider value={applyWallet}>{children}</WalletAnswerProvider>;
}
