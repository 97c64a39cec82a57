import { type InputHTMLAttributes, useId } from 'react';
import { SearchIcon } from '~/components/ui/icons';

/** A search box with its icon and a label only screen readers see. */
export function SearchField({
  label,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> & { label: string }) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="min-h-12 w-full rounded-xl border border-line bg-surface-raised pr-3 pl-10 text-base text-fg placeholder:text-fg-muted"
        {...props}
      />
      {/* After the field: centred on it, so never drawn before it (a page can paint mid-parse). */}
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted" />
    </div>
  );
}
