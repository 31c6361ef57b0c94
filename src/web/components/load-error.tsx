import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from './ui/button';
import { errorMessage } from '../lib/api';
import { cn } from '../lib/cn';

/** A failed read: what went wrong in plain words and a 'Try Again' button. */
export function LoadError({
  title,
  error,
  onRetry,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-2xl border border-destructive/40 bg-destructive/10 p-4',
        className,
      )}
    >
      <div className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <div className="grid gap-0.5">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">
            {errorMessage(error, 'Check your signal and try again.')}
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Try Again
      </Button>
    </div>
  );
}
