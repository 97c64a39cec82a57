import { CLIENT_SEED_PATTERN } from '@vitrine/contract/box-draw.ts';
import type { ActiveSeed } from '@vitrine/contract/boxes.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '~/components/ui/button';
import { FormError, TextField } from '~/components/ui/field';
import { useChangeClientSeed } from '../api/change-client-seed';
import { useRotateSeed } from '../api/rotate-seed';
import { refusalOf } from '~/lib/http/http-error';

/** The seed pair the next draw uses, the client seed's change and the reveal-and-rotate. */
export function ActiveSeedPanel({ active }: { active: ActiveSeed }) {
  const { t } = useTranslation('boxes');
  const change = useChangeClientSeed();
  const rotate = useRotateSeed();
  const [invalid, setInvalid] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = new FormData(event.currentTarget).get('client_seed');
    const seed = typeof field === 'string' ? field : '';
    if (!CLIENT_SEED_PATTERN.test(seed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    change.mutate(seed, { onSuccess: () => setSaid(t('fairness.saved')) });
  };

  const failure = change.error ?? rotate.error;
  return (
    <section
      aria-labelledby="active-seed-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="active-seed-heading" className="text-lg font-bold">
        {t('fairness.active')}
      </h2>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-fg-muted">{t('fairness.serverSeedHash')}</dt>
          <dd className="font-mono break-all">{active.server_seed_hash}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('fairness.clientSeed')}</dt>
          <dd className="font-mono break-all">{active.client_seed}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('fairness.nonce')}</dt>
          <dd className="font-mono">{active.nonce}</dd>
        </div>
      </dl>
      <p role="status" className={said ? 'text-sm' : 'sr-only'}>
        {said}
      </p>
      <FormError>{failure ? (refusalOf(failure) ?? t('fairness.failedAction')) : null}</FormError>
      <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            name="client_seed"
            label={t('fairness.newSeed')}
            hint={t('fairness.seedHint')}
            error={invalid ? t('fairness.seedInvalid') : null}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
          />
        </div>
        <SubmitButton
          pending={change.isPending}
          pendingLabel={t('fairness.saving')}
          className="sm:mt-7"
        >
          {t('fairness.save')}
        </SubmitButton>
      </form>
      <Button
        variant="secondary"
        className="self-start"
        disabled={rotate.isPending}
        aria-busy={rotate.isPending}
        onClick={() =>
          rotate.mutate(undefined, { onSuccess: () => setSaid(t('fairness.rotated')) })
        }
      >
        {rotate.isPending ? t('fairness.rotating') : t('fairness.rotate')}
      </Button>
    </section>
  );
}
