import { Link } from 'wouter';
import { Construction, RefreshCw, SearchX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

function Centered({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-muted text-accent">
        {icon}
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** customer spec 2: any path outside the customer routes. */
export function NotFoundPage() {
  return (
    <Centered icon={<SearchX className="size-8" />} title="Page Not Found">
      <p className="text-muted-foreground">
        This page doesn't exist. It may have moved, or the link is mistyped.
      </p>
      <Button asChild>
        <Link href="/">Back to Home</Link>
      </Button>
    </Centered>
  );
}

/** An honest placeholder for a screen whose feature has not shipped yet. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Centered icon={<Construction className="size-8" />} title={title}>
      <p className="text-muted-foreground">{description}</p>
      <p className="rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
        Coming soon: this screen is being built.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link href="/guide">Read the User Guide</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/profile">Your Profile</Link>
        </Button>
      </div>
    </Centered>
  );
}

/**
 * A screen whose code could not be downloaded (offline, or a lost connection) says so and
 * offers Retry, instead of a blank page.
 */
export function ScreenLoadErrorPage({ onRetry }: { onRetry: () => void }) {
  const isOffline = !navigator.onLine;
  return (
    <div role="alert">
      <Centered icon={<WifiOff className="size-8" />} title="This screen could not be loaded">
        <p className="text-muted-foreground">
          {isOffline
            ? "You're offline. It loads by itself as soon as the connection is back."
            : 'Check your connection and try again.'}
        </p>
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden />
          Retry
        </Button>
      </Centered>
    </div>
  );
}
