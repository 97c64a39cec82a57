import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { CloseIcon } from './icons';

/** A dialog's close button: the × icon, named by `label`, in the corner of its header. */
export function DialogCloseButton({
  label,
  ...props
}: { label: string } & Omit<
  ComponentProps<typeof RadixDialog.Close>,
  'aria-label' | 'className' | 'children'
>) {
  return (
    <RadixDialog.Close
      {...props}
      className="grid size-11 shrink-0 place-items-center rounded-lg hover:bg-surface-overlay"
      aria-label={label}
    >
      <CloseIcon />
    </RadixDialog.Close>
  );
}
