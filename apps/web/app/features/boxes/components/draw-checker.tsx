import type { PlayerPrize } from '@vitrine/contract/boxes.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import {
  type DrawCheckField,
  type DrawCheckInput,
  type DrawCheckResult,
  checkDraw,
  drawCheckErrors,
} from '../model/check-draw';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Recomputes a draw in the browser: given the server seed, the client seed, the nonce and the
 * weights (typed, or taken from one of the player's prizes), says whether the seed's hash is the one
 * published before the draw and which prize the draw lands on.
 */
export function DrawChecker({ draw }: { draw: PlayerPrize | null }) {
  const { t } = useTranslation('boxes');
  const proof = draw?.draw;
  const [errors, setErrors] = useState<Partial<Record<DrawCheckField, string>>>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<(DrawCheckResult & { committed: string }) | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: DrawCheckInput = {
      serverSeed: text(form, 'server_seed'),
      clientSeed: text(form, 'client_seed'),
      nonce: text(form, 'nonce'),
      weights: text(form, 'weights'),
    };
    const committed = text(form, 'committed_hash').trim().toLowerCase();
    const found = drawCheckErrors(input);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    void checkDraw(input)
      .then((checked) => setResult({ ...checked, committed }))
      .finally(() => setPending(false));
  };

  const error = (field: DrawCheckField) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  return (
    <section
      aria-labelledby="checker-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="checker-heading" className="text-lg font-bold">
        {t('checker.title')}
      </h2>
      {draw && (
        <p className="text-sm">
          {t('checker.fromPrize', { prize: draw.prize.name, box: draw.box.name })}
        </p>
      )}
      {proof && proof.server_seed === null && (
        <p className="rounded-lg border border-line bg-surface-overlay p-3 text-sm">
          {t('checker.notRevealed')}
        </p>
      )}
      <form key={proof?.id ?? 'typed'} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          name="server_seed"
          label={t('checker.serverSeed')}
          defaultValue={proof?.server_seed ?? ''}
          error={error('serverSeed')}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="committed_hash"
          label={t('checker.committedHash')}
          defaultValue={proof?.server_seed_hash ?? ''}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <TextField
            name="client_seed"
            label={t('checker.clientSeed')}
            defaultValue={proof?.client_seed ?? ''}
            error={error('clientSeed')}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            name="nonce"
            label={t('checker.nonce')}
            defaultValue={proof ? String(proof.nonce) : ''}
            error={error('nonce')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <TextField
          name="weights"
          label={t('checker.weights')}
          defaultValue={proof?.weights.map((each) => each.weight).join(', ') ?? ''}
          error={error('weights')}
          autoComplete="off"
          spellCheck={false}
        />
        <SubmitButton pending={pending} pendingLabel={t('checker.checking')} className="self-start">
          {t('checker.check')}
        </SubmitButton>
      </form>
      <div role="status" aria-live="polite" className="flex flex-col gap-1 text-sm">
        {result && (
          <>
            {result.committed !== '' && (
              <p className="font-semibold">
                {result.hash === result.committed
                  ? t('checker.hashMatches')
                  : t('checker.hashMismatch')}
              </p>
            )}
            <p>
              {t('checker.digest')}: <code className="font-mono break-all">{result.digest}</code>
            </p>
            <p>
              {t('checker.roll')}: <code className="font-mono">{result.roll.toString()}</code>
            </p>
            <p className="font-semibold">{t('checker.landsOn', { position: result.index + 1 })}</p>
            {proof && (
              <p>
                {t('checker.recorded', { position: proof.prize_index + 1 })}{' '}
                {result.index === proof.prize_index ? t('checker.agrees') : t('checker.disagrees')}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
