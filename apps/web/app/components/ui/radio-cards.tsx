import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * A question answered by one of a few options, shown as cards: a fieldset whose legend is the
 * question, radio inputs (arrow keys move between them), and the error tied to every option.
 */
export function RadioCardGroup({
  legend,
  legendClassName = 'mb-1 text-sm font-semibold',
  error,
  disabled,
  children,
}: {
  legend: ReactNode;
  legendClassName?: string;
  error?: string | null;
  disabled?: boolean;
  /** The cards, given the id that describes them when there is an error. */
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset aria-describedby={describedBy} disabled={disabled} className="flex flex-col gap-2">
      <legend className={legendClassName}>{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children(describedBy)}</div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function RadioCard({
  label,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 font-medium transition hover:border-fg-muted has-[:checked]:border-accent has-[:checked]:bg-surface-overlay">
      <input ref={ref} type="radio" className="size-5 shrink-0 accent-accent" {...input} />
      {label}
    </label>
  );
}
