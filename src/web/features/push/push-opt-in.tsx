import { BellRing, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { writePreferences } from '../profile/preferences';
import { InstallAppButton } from './install-app-button';
import { BlockedHelp, IosInstallGuide } from './push-help';
import { usePushDevice } from './use-push-device';

export const BUZZ_ME_LABEL = "Buzz me when it's ready";

/**
 * After a payment, the moment a buzz makes sense: one tap subscribes this device (the browser asks
 * for permission only then). `onStay` asks the screen to stay: the person is using the offer, or
 * it shows steps to read (unblocking, the iPhone's Home Screen).
 */
export function PushOptIn({ orderId, onStay }: { orderId: number; onStay?: () => void }) {
  const push = usePushDevice();
  const hasStepsToRead = push.state === 'blocked' || push.state === 'ios-install';
  useEffect(() => {
    if (hasStepsToRead) onStay?.();
  }, [hasStepsToRead, onStay]);
  // the button goes away once tapped to success or a block: focus moves to what replaced it
  const result = useRef<HTMLDivElement>(null);
  const hasTapped = useRef(false);
  useEffect(() => {
    if (hasTapped.current && (push.state === 'on' || push.state === 'blocked'))
      result.current?.focus();
  }, [push.state]);

  if (push.state === null || push.state === 'unsupported') return null;
  return (
    <section
      aria-label="Order notifications"
      className="w-full rounded-xl border border-border bg-card p-4 text-left"
      onPointerDownCapture={onStay}
      onFocusCapture={onStay}
    >
      {push.state === 'on' ? (
        <div
          ref={result}
          tabIndex={-1}
          role="status"
          className="flex items-center gap-2 text-sm font-medium outline-none"
        >
          <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />
          We'll buzz this device when order #{orderId} is ready.
        </div>
      ) : push.state === 'blocked' ? (
        <BlockedHelp ref={result} />
      ) : push.state === 'ios-install' ? (
        <IosInstallGuide />
      ) : (
        <div className="grid gap-2">
          <Button
            size="lg"
            className="w-full"
            // not `disabled` while busy, which would drop the focus; the hook runs one tap at a time
            aria-disabled={push.pending !== null}
            aria-busy={push.pending !== null}
            onClick={() => {
              hasTapped.current = true;
              // a device that buzzes shows the profile's Push Notifications switch on, toasts too
              void push.subscribe().then((isOn) => {
                if (isOn) writePreferences({ pushNotifications: true });
              });
            }}
          >
            <BellRing aria-hidden />
            {push.pending ? 'Setting up notifications…' : BUZZ_ME_LABEL}
          </Button>
          {push.error ? (
            <p role="alert" className="text-sm text-destructive">
              {push.error}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              A notification on this device when your food is ready, even with the app closed.
            </p>
          )}
          <InstallAppButton />
        </div>
      )}
    </section>
  );
}
