import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from './ui/button';
import { errorMessage } from '../lib/api';
import { cn } from '../lib/cn';

/** A failed read: what went wrong in plain words and a 'Try Again' button that reads it again. */
export function LoadError({
  title,
  query,
  className,
}: {
  title: string;
  /** The failed read (a TanStack Query result): its error is shown, Try Again refetches it. */
  query: { error: unknown; refetch: () => unknown };
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
            {errorMessage(query.error, 'Check your signal and try again.')}
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={() => void query.refetch()}>
        <RefreshCw aria-hidden />
        Try Again
      </Button>
    </div>
  );
}
