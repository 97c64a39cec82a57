import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { z } from 'zod';
import type { Locale } from '~/core/i18n/config';
import { WalletAnswerProvider } from '~/features/boxes/hooks/wallet-answer';
import { applyWalletAnswer } from '~/features/wallet/api/wallet-cache';
import { useLoaderMessages } from './signed-in-area';

const NAMESPACE = 'boxes';

const messagesSchema = z.object({
  messages: z.object({
    catalogue: z.object({ title: z.string() }),
    mine: z.object({ title: z.string() }),
    items: z.object({ title: z.string() }),
    fairness: z.object({ title: z.string() }),
  }),
});

/** A boxes page's title for `meta` (which runs outside React), from its loader's messages. */
export function boxesTitle(
  loaderData: unknown,
  page: 'catalogue' | 'mine' | 'items' | 'fairness',
): string | undefined {
  return messagesSchema.safeParse(loaderData).data?.messages[page].title;
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
