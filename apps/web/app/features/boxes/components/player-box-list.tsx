import type { PlayerBox } from '@vitrine/contract/boxes.ts';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { ListMessage } from '~/components/ui/list-message';
import { formatDate } from '~/lib/dates';
import { formatBRL } from '~/lib/money';
import { usePlayerBoxes } from '../api/get-player-boxes';
import { usePageLocale } from '../hooks/use-page-locale';
import { boxPaths } from '../model/box-paths';
import { BoxArt } from './box-art';
import { ListFooter, ListSkeletonRows } from './list-footer';
import { OpenBoxDialog } from './open-box-dialog';
import { SellBoxDialog } from './sell-box-dialog';

const HEADING_ID = 'my-boxes-heading';

/** The box a link asks to open at once: `?open={user_box}` (the reward modal's "Abrir agora"). */
function boxToOpen(params: URLSearchParams): number | null {
  const raw = params.get('open') ?? params.get('user_box');
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `/account/boxes` ('Minhas caixas'): the player's unopened boxes, a page at a time, each opened in
 * a dialog or sold back after a question.
 */
export function PlayerBoxList({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('boxes');
  const { locale, intl } = usePageLocale();
  const [params, setParams] = useSearchParams();
  const query = usePlayerBoxes(enabled);
  const boxes = query.data?.pages.flatMap((page) => page.data) ?? [];
  const [opened, setOpened] = useState<{ id: number; name: string | null } | null>(null);
  const [selling, setSelling] = useState<PlayerBox | null>(null);
  const [soldFor, setSoldFor] = useState<number | null>(null);
  // The address names the box until its dialog is closed; the list may name it once loaded.
  const linked = boxToOpen(params);
  // The linked box's name, once the list or the opening has told it: kept after opening takes
  // it off the list.
  const [linkedName, setLinkedName] = useState<string | null>(null);
  const listedName = boxes.find((each) => each.id === linked)?.box.name ?? null;
  if (listedName !== null && linkedName !== listedName) setLinkedName(listedName);
  const dialog =
    opened ?? (linked === null ? null : { id: linked, name: listedName ?? linkedName });

  const closeDialog = () => {
    setOpened(null);
    if (linked !== null) {
      const next = new URLSearchParams(params);
      next.delete('open');
      next.delete('user_box');
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <>
      <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
        {t('mine.title')}
      </h1>
      <p role="status" className={soldFor === null ? 'sr-only' : ''}>
        {soldFor === null ? '' : t('mine.sold', { value: formatBRL(soldFor, intl) })}
      </p>
      {!query.data ? (
        query.isError ? (
          <ListMessage
            role="alert"
            title={t('paging.failed')}
            action={<Button onClick={() => void query.refetch()}>{t('paging.retry')}</Button>}
          />
        ) : (
          <ListSkeletonRows label={t('paging.loading')} />
        )
      ) : boxes.length === 0 ? (
        <ListMessage
          role="status"
          title={t('mine.emptyTitle')}
          text={t('mine.emptyText')}
          action={
            <Link to={boxPaths.catalogue(locale)} className="font-semibold underline">
              {t('mine.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label={t('mine.listLabel')} className="flex flex-col gap-2">
            {boxes.map((box) => (
              <li
                key={box.id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-raised p-3"
              >
                <BoxArt colour={box.box.colour} image={box.box.image} className="size-14" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold break-words">{box.box.name}</span>
                  <span className="text-sm text-fg-muted">
                    {t(`mine.sources.${box.source}`)} ·{' '}
                    {t('mine.received', { date: formatDate(box.created_at, { locale: intl }) })}
                  </span>
                </div>
                <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
                  <Button
                    aria-label={t('mine.openNamed', { box: box.box.name })}
                    // The dialog in a transition: its render yields to the frames and its
                    // effects (focus trap, scroll lock) wait for the paint, instead of one long
                    // task after the tap (docs/performance.md "Box reel").
                    onClick={() =>
                      startTransition(() => setOpened({ id: box.id, name: box.box.name }))
                    }
                  >
                    {t('mine.open')}
                  </Button>
                  <Button variant="secondary" onClick={() => setSelling(box)}>
                    {t('mine.sell', { value: formatBRL(box.sell_value, intl) })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <ListFooter
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            isError={query.isError}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
      {dialog && (
        <OpenBoxDialog
          key={dialog.id}
          playerBoxId={dialog.id}
          boxName={dialog.name}
          onClose={closeDialog}
          onOpened={(box) => setLinkedName(box.name)}
        />
      )}
      {selling && (
        <SellBoxDialog
          box={selling}
          intl={intl}
          onClose={() => setSelling(null)}
          onSold={setSoldFor}
          onDone={() => document.getElementById(HEADING_ID)?.focus()}
        />
      )}
    </>
  );
}
