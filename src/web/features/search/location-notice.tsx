import { useState, type ReactNode } from 'react';
import { LocateFixed, MapPinOff, Settings } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/skeleton';
import type { LocationFailure, LocationStatus } from '../location/use-geolocation';

function Notice({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      role="status"
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-accent">
          {icon}
        </span>
        <div className="grid gap-0.5">
          <p className="font-semibold">{title}</p>
          {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 gap-2 [&>*]:flex-1">{actions}</div> : null}
    </section>
  );
}

/**
 * What 'Find Nearest' needs from the person: the preference turned on, a permission, or patience.
 * customer spec 2, Search: permission denied shows 'Enable Location' with Not Now / Enable.
 */
export function LocationNotice({
  isPreferenceOn,
  status,
  failure,
  message,
  onTurnOn,
  onRetry,
  onDismiss,
}: {
  isPreferenceOn: boolean;
  status: LocationStatus;
  failure: LocationFailure | null;
  message: string | null;
  onTurnOn: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const [hasRetried, setHasRetried] = useState(false);
  const notNow = (
    <Button variant="outline" onClick={onDismiss}>
      Not Now
    </Button>
  );

  if (!isPreferenceOn) {
    return (
      <Notice
        icon={<Settings className="size-5" aria-hidden />}
        title="Location Services is off"
        actions={
          <>
            {notNow}
            <Button onClick={onTurnOn}>Turn On</Button>
          </>
        }
      >
        You turned off Location Services in your profile. Turn it on to sort vendors by distance.
      </Notice>
    );
  }
  if (status === 'loading') {
    return (
      <Notice
        icon={<Spinner className="size-5" label="Finding your location" />}
        title="Finding your location..."
      >
        This can take a few seconds inside a busy venue.
      </Notice>
    );
  }
  if (status !== 'denied') return null;
  if (failure === 'permission') {
    return (
      <Notice
        icon={<LocateFixed className="size-5" aria-hidden />}
        title="Enable Location"
        actions={
          <>
            {notNow}
            <Button
              onClick={() => {
                setHasRetried(true);
                onRetry();
              }}
            >
              Enable
            </Button>
          </>
        }
      >
        {hasRetried ? (
          <p>
            Your browser is still blocking location for this site. Open the site settings (the icon
            left of the address bar), set Location to Allow, then tap Enable again.
          </p>
        ) : (
          <p>Allow location access to see how far each vendor is and sort by distance.</p>
        )}
      </Notice>
    );
  }
  return (
    <Notice
      icon={<MapPinOff className="size-5" aria-hidden />}
      title={failure === 'unsupported' ? 'Location unavailable' : "Couldn't find your location"}
      actions={
        failure === 'unsupported' ? (
          notNow
        ) : (
          <>
            {notNow}
            <Button onClick={onRetry}>Try Again</Button>
          </>
        )
      }
    >
      <p>{message}</p>
    </Notice>
  );
}
