import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useValidationText } from '~/i18n/use-validation-text';
import type { RegisterDraft } from './register-steps';

/**
 * One choice among a few as radio cards: a fieldset whose legend is the question; arrow keys move
 * between the options and Enter continues, as in any radio group.
 */
export function ChoiceStep({
  name,
  legend,
  options,
}: {
  name: 'gender' | 'marital_status';
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const form = useFormContext<RegisterDraft>();
  const text = useValidationText();
  const errorId = useId();
  const error = text(form.formState.errors[name]?.message, name);
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 font-medium transition hover:border-fg-muted has-[:checked]:border-accent has-[:checked]:bg-surface-overlay"
          >
            <input
              type="radio"
              value={option.value}
              aria-describedby={describedBy}
              className="size-5 shrink-0 accent-accent"
              {...form.register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
