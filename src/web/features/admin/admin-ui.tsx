import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { HttpError } from '../../lib/api';

/** A list still loading, failed (with a retry) or empty, else the list itself. */
export function QueryState({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Names what failed to load: "We couldn't load {what}." */
  what: string;
  isEmpty: boolean;
  /** `action`: the empty state's way forward, e.g. 'Create First Program'. */
  empty: { title: string; description: string; action?: ReactNode };
  children: ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-32" />;
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-2 py-6 text-center">
        <p>We couldn&apos;t load {what}.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className="grid justify-items-center gap-1 py-6 text-center">
        <p className="font-semibold">{empty.title}</p>
        <p className="text-sm text-muted-foreground">{empty.description}</p>
        {empty.action ? <div className="mt-2">{empty.action}</div> : null}
      </div>
    );
  }
  return <>{children}</>;
}

/** The server's field messages of a 400 (`issues` paths like 'body.name'), by field name. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 400) return {};
  try {
    const parsed = JSON.parse(error.body) as { issues?: { path: string; message: string }[] };
    const found: Record<string, string> = {};
    for (const issue of parsed.issues ?? []) {
      const field = issue.path.replace(/^body\.?/, '') || 'form';
      found[field] ??= issue.message;
    }
    return found;
  } catch {
    return {};
  }
}

/**
 * Asks before a destructive or far-reaching change; `withReason` adds an optional reason box
 * (a vendor rejection or suspension is sent with it, and the vendor is told).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending,
  isDestructive = true,
  withReason = false,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  isDestructive?: boolean;
  withReason?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog open onOpenChange={(open) => !open && !isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {withReason ? (
          <div className="grid gap-1.5">
            <Label htmlFor="confirm-reason">Reason (optional, sent to the vendor)</Label>
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
            Cancel
          </Button>
          <Button
            variant={isDestructive ? 'destructive' : 'default'}
            disabled={isPending}
            onClick={() => onConfirm(reason.trim())}
          >
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export const formatDate = (iso: string | null | undefined) =>
  iso ? DATE_FORMAT.format(new Date(iso)) : 'N/A';
export const formatTime = (iso: string) => TIME_FORMAT.format(new Date(iso));

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** ISO -> the value of a datetime-local input, in the admin's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** accounts spec 5: dates are sent as ISO timestamps; an empty value stays empty. */
export const toIso = (local: string) => (local ? new Date(local).toISOString() : '');
