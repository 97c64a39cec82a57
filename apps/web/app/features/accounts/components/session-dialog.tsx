import { Dialog, type DialogProps } from '~/components/ui/dialog';

/**
 * The session's own dialogs (sign-in, the self-exclusion notice): their host holds the overlay turn
 * and mounts them only while they show, so they are open while mounted; closing calls `onClose`.
 */
export function SessionDialog({
  onClose,
  ...props
}: Omit<DialogProps, 'open' | 'onOpenChange' | 'turnHeldByHost' | 'overlayClassName'> & {
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      turnHeldByHost
      overlayClassName="bg-black/70"
      {...props}
    />
  );
}
