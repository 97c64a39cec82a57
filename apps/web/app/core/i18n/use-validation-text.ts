import { parseValidationMessage } from '@vitrine/contract/validation/message-key.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Renders a schema message (`validation.min_length|{"min":8}`) in the page's language, with the
 * field's translated label. Server messages that are already sentences pass through unchanged.
 */
export function useValidationText() {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string | undefined | null, field?: string): string | undefined => {
      if (!message) return undefined;
      const { key, params } = parseValidationMessage(message);
      if (!key.startsWith('validation.')) return message;
      const label = field ? t(`fields.${field}`, { defaultValue: field }) : t('fields.field');
      return t(key, { ...params, field: label, defaultValue: message });
    },
    [t],
  );
}
