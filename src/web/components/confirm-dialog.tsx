import { useState, type ReactNode } from 'react';
import { Button } from './ui/button';
import { DialogFooter, ModalDialog } from './ui/dialog';
import { Label, Textarea } from './ui/input';

/**
 * Asks before a destructive or far-reaching change; `reasonLabel` adds an optional reason box
 * (e.g. a vendor rejection or suspension is sent with it, and the vendor is told).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  isPending,
  isDestructive = true,
  reasonLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes without changing anything. */
  cancelLabel?: string;
  isPending: boolean;
  isDestructive?: boolean;
  /** Shows an optional reason box with this label; its text goes to onConfirm. */
  reasonLabel?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ModalDialog
      role="alertdialog"
      title={title}
      description={description}
      onClose={onClose}
      isCloseBlocked={isPending}
    >
      {reasonLabel ? (
        <div className="grid gap-1.5">
          <Label htmlFor="confirm-reason">{reasonLabel}</Label>
          <Textarea
            id="confirm-reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" disabled={isPending} onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          variant={isDestructive ? 'destructive' : 'default'}
          disabled={isPending}
          onClick={() => onConfirm(reason.trim())}
        >
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </ModalDialog>
  );
}
