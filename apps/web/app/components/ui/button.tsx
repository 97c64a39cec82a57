import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'sm';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-on-brand hover:brightness-110',
  secondary: 'border border-line bg-surface-overlay text-fg hover:bg-surface-raised',
  ghost: 'text-fg hover:bg-surface-overlay',
};

const SIZES: Record<Size, string> = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
};

/** Shared by buttons and by links that look like buttons. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}`;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return (
    <button type={type} className={`${buttonClasses(variant, size)} ${className}`} {...props} />
  );
}

/** A form's submit button: while the form is on its way it is disabled, busy and says so. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<Parameters<typeof Button>[0], 'type' | 'disabled'> & {
  pending: boolean;
  pendingLabel: ReactNode;
}) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
