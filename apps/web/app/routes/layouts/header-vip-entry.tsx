import { lazy, Suspense, useState } from 'react';
import type { Locale } from '~/core/i18n/config';
import { HeaderVip } from '~/features/profile/components/header-vip';

// The rank-list modal (and Radix's dialog with it) loads on the first tap, or as the pointer or
// focus reaches the badge: the header's first-load JS stays as it was (docs/performance.md).
const loadRankListDialog = () => import('~/features/vip/components/rank-list-dialog');
const RankListDialog = lazy(loadRankListDialog);

/**
 * The header's VIP badge and the rank-list modal it opens (issue 38): the profile's badge composed
 * with the VIP club's modal, which the features cannot import from each other.
 */
export function HeaderVipEntry({ enabled, locale }: { enabled: boolean; locale: Locale }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <HeaderVip
        enabled={enabled}
        onOpen={() => {
          setOpened(true);
          setOpen(true);
        }}
        onIntent={() => void loadRankListDialog()}
      />
      {opened && (
        <Suspense fallback={null}>
          <RankListDialog locale={locale} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
