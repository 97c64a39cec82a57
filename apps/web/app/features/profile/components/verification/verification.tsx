import type { KycStatus } from '@vitrine/contract/accounts.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocuments } from '../../api/get-documents';
import { Card } from '~/components/ui/card';
import { LoadError } from '../common/load-error';
import { SkeletonRows } from '~/components/ui/skeleton';
import { type BadgeTone, StatusBadge } from '~/components/ui/badge';
import { DocumentList } from './document-list';
import { DocumentUploadForm } from './document-upload-form';

const KYC_TONES: Record<KycStatus, BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** `/user/edit/verification`: the KYC status, sending a document, and the documents sent. */
export function Verification() {
  const { t } = useTranslation('profile');
  const documents = useDocuments();
  const listHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div role="status" className="flex min-h-12 items-center gap-3 lg:col-span-2">
        {documents.data ? (
          <>
            <StatusBadge tone={KYC_TONES[documents.data.kyc_status]}>
              {t(`status.kyc.${documents.data.kyc_status}`)}
            </StatusBadge>
            <p>{t(`documents.kyc.${documents.data.kyc_status}`)}</p>
          </>
        ) : null}
      </div>
      <Card title={t('documents.upload.title')}>
        <DocumentUploadForm onUploaded={() => listHeading.current?.focus()} />
      </Card>
      <Card title={t('documents.list.title')} headingRef={listHeading}>
        {documents.isPending ? (
          <SkeletonRows rows={3} label={t('common.loading')} />
        ) : documents.isError ? (
          <LoadError onRetry={() => void documents.refetch()} />
        ) : (
          <DocumentList
            documents={documents.data.data}
            onCancelled={() => listHeading.current?.focus()}
          />
        )}
      </Card>
    </div>
  );
}
