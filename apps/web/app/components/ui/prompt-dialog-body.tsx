import type { ReactNode } from 'react';
import { DialogDescription, DialogTitle } from './dialog';
import { DialogCloseButton } from './dialog-close-button';

/**
 * What a prompt offers (a `priority="prompt"` dialog: the app install, the last game played): its
 * picture beside the title and the text, the close button, and the answers below — the main one
 * last, on the right from `sm`, on top on a phone.
 */
export function PromptDialogBody({
  picture,
  title,
  text,
  closeLabel,
  children,
}: {
  /** Decorative: the title says what it shows. */
  picture: ReactNode;
  title: string;
  text: string;
  closeLabel: string;
  /** The answers, the main one last. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        {picture}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <DialogDescription className="text-sm text-fg-muted">{text}</DialogDescription>
        </div>
        <DialogCloseButton label={closeLabel} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
    </div>
  );
}
