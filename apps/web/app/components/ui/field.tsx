import {
  type FormEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';

// Labelled form fields (house rule: accessible by construction): the error is tied to the input
// with aria-invalid and aria-describedby, and only the first failing rule is shown (§5).

interface FieldShellProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      {children({ inputId, describedBy: describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClasses =
  'min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg placeholder:text-fg-muted/70 aria-[invalid=true]:border-danger';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, className = '', ref, ...props }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} ${className}`}
          {...props}
        />
      )}
    </FieldShell>
  );
}

/** A Brazilian mobile number: +55 shown before the field, digits grouped as (11) 99999-0001. */
export function PhoneField({ label, error, hint, ref, onChange, ...props }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <div className="flex">
          <span
            aria-hidden="true"
            className="grid min-h-11 place-items-center rounded-l-lg border border-r-0 border-line bg-surface-overlay px-3 text-fg-muted"
          >
            +55
          </span>
          <input
            ref={ref}
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClasses} rounded-l-none`}
            onChange={(event) => {
              event.target.value = formatBrazilianPhoneInput(event.target.value);
              onChange?.(event);
            }}
            {...props}
          />
        </div>
      )}
    </FieldShell>
  );
}

/**
 * Groups a Brazilian number as the player types: (11) 99999-0001, a leading +55 dropped. Anything
 * else — letters, another country's +code, too many digits — stays as typed, so validation can say
 * exactly what is wrong with it (§5's five phone messages).
 */
export function formatBrazilianPhoneInput(value: string): string {
  const trimmed = value.trimStart();
  if (/[^\d\s()+\-.]/.test(trimmed)) return value;
  const foreign = trimmed.startsWith('+') && !trimmed.startsWith('+55');
  if (foreign || trimmed.startsWith('00')) return value;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+55') || (digits.startsWith('55') && digits.length > 11)) {
    digits = digits.slice(2);
  }
  if (digits.length > 11) return digits;
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${area}) ${rest}`;
  const head = rest.length > 8 ? rest.slice(0, 5) : rest.slice(0, 4);
  const tail = rest.slice(head.length);
  return `(${area}) ${head}-${tail}`;
}

export function PasswordField({
  label,
  error,
  hint,
  ref,
  showLabel,
  hideLabel,
  ...props
}: InputProps & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <div className="relative">
          <input
            ref={ref}
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClasses} pr-24`}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 min-w-11 rounded-r-lg px-3 text-sm font-semibold text-fg-muted hover:text-fg"
          >
            {visible ? hideLabel : showLabel}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

/** A form-level error (the server's answer), announced as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/50 bg-danger/10 px-3 py-2 text-sm">
      {children}
    </p>
  );
}

/**
 * A form checked by its schema rather than the browser (`noValidate`), with the server's refusal
 * (`FormError`) above its fields.
 */
export function FormShell({
  onSubmit,
  error,
  className,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      <FormError>{error}</FormError>
      {children}
    </form>
  );
}
