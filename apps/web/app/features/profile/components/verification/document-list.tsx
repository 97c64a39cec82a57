import type { Document, DocumentStatus } from '@vitrine/contract/accounts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/lib/dates';
import { classifyUrl, EXTERNAL_LINK_REL } from '~/lib/safe-navigation';
import { usePageLocale } from '../../hooks/use-page-locale';
import { type BadgeTone, StatusBadge } from '~/components/ui/badge';
import { CancelDocumentDialog } from './cancel-document-dialog';

const STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** The documents sent (`GET /documents/status`), newest first, each with its review status. */
export function DocumentList({
  documents,
  onCancelled,
}: {
  documents: Document[];
  onCancelled: () => void;
}) {
  const { t } = useTranslation('profile');
  const [cancelling, setCancelling] = useState<Document | null>(null);
  if (documents.length === 0) {
    return <p className="text-fg-muted">{t('documents.list.empty')}</p>;
  }
  const newestFirst = [...documents].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <>
      <ul className="flex flex-col divide-y divide-line">
        {newestFirst.map((document) => (
          <DocumentRow
            key={document.id}
            document={document}
            onCancel={() => setCancelling(document)}
          />
        ))}
      </ul>
      {cancelling && (
        <CancelDocumentDialog
          document={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={onCancelled}
        />
      )}
    </>
  );
}

function DocumentRow({ document, onCancel }: { document: Document; onCancel: () => void }) {
  // The link comes from the server: only a web address opens (no javascript:, data:, blob: …).
  const origin = typeof window === 'undefined' ? 'https://site.invalid' : window.location.origin;
  const target = classifyUrl(document.url, origin);
  const openHref = target.kind === 'external' && /^https?:/.test(target.url) ? target.url : null;
  const { t } = useTranslation('profile');
  const { intl } = usePageLocale();
  const typeLabel = t(`documents.types.${document.type}`);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{typeLabel}</span>
          <StatusBadge tone={STATUS_TONES[document.status]}>
            {t(`documents.statuses.${document.status}`)}
          </StatusBadge>
        </p>
        <p className="text-sm text-fg-muted">
          {t('documents.list.sentOn', { date: formatDate(document.created_at, { locale: intl }) })}
        </p>
        {document.status === 'rejected' && document.reason && (
          <p className="text-sm">{t('documents.list.reason', { reason: document.reason })}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {openHref && (
          <a
            href={openHref}
            target="_blank"
            rel={EXTERNAL_LINK_REL}
            aria-label={t('documents.list.openLabel', { type: typeLabel })}
            className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-accent underline underline-offset-2"
          >
            {t('documents.list.open')}
          </a>
        )}
        {document.status === 'pending' && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('documents.list.cancelLabel', { type: typeLabel })}
            aria-haspopup="dialog"
            onClick={onCancel}
          >
            {t('documents.list.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
