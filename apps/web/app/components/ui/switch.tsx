import { useId } from 'react';

/** An on/off setting: a real button with `role="switch"`, named by its visible label. */
export function SettingSwitch({
  label,
  hint,
  checked,
  onToggle,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 py-2">
      <div className="flex min-w-0 flex-col">
        <span id={`${id}-label`} className="font-semibold">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="text-sm text-fg-muted">
            {hint}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={onToggle}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition ${
          checked ? 'border-accent bg-accent' : 'border-line bg-surface-overlay'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-fg shadow transition ${
            checked ? 'translate-x-6 bg-on-accent' : 'translate-x-1'
          }`}
        />
      </button>
    </div>
  );
}
