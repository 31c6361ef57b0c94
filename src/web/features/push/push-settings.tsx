import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { InstallAppButton } from './install-app-button';
import { BlockedHelp, IosInstallGuide } from './push-help';
import type { PushState } from './push-device';
import { usePushDevice } from './use-push-device';

const SWITCH_ID = 'setting-push';
const STATUS_ID = 'setting-push-status';

const STATE_TEXT: Partial<Record<PushState, string>> = {
  on: 'On for this device, also with the app closed.',
  unsupported: 'This browser shows them only while CurtainCall is open.',
};

/**
 * The profile's 'Push Notifications' switch (accounts spec 2.4): `checked` is the stored setting
 * that lets in-app toasts show; turning it on also subscribes this device to pushes (the browser
 * asks then), turning it off ends this device's subscription first.
 */
export function PushNotificationsSetting({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const push = usePushDevice();
  const status = useRef<HTMLDivElement>(null);
  const hasSetUp = useRef(false);
  useEffect(() => {
    if (hasSetUp.current && push.state !== 'off') status.current?.focus();
  }, [push.state]);

  const change = async (next: boolean) => {
    if (push.pending !== null) return;
    if (next) {
      onCheckedChange(true);
      if (push.state === 'off') await push.subscribe();
      return;
    }
    // the setting stays on while this device could still be buzzed
    if (push.state === 'on' && !(await push.unsubscribe())) return;
    onCheckedChange(false);
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={SWITCH_ID} className="font-medium">
            Push Notifications
          </label>
          <p className="text-sm text-muted-foreground">
            Pop-ups when your order is ready or changes
          </p>
        </div>
        <Switch
          id={SWITCH_ID}
          checked={checked}
          // not `disabled` while busy: that would drop the keyboard focus; the hook lets one change run
          aria-disabled={push.pending !== null}
          aria-busy={push.pending !== null}
          aria-describedby={STATUS_ID}
          onCheckedChange={(next) => void change(next)}
          // a thumb-sized (44 px) hit area around the 28 px switch
          className="relative after:absolute after:-inset-y-2 after:inset-x-0"
        />
      </div>
      <div
        id={STATUS_ID}
        ref={status}
        tabIndex={-1}
        aria-live="polite"
        className="grid gap-2 text-sm outline-none"
      >
        {push.pending === 'subscribing' ? (
          <p className="text-muted-foreground">Setting up this device…</p>
        ) : push.pending === 'unsubscribing' ? (
          <p className="text-muted-foreground">Turning off this device…</p>
        ) : checked && push.state === 'blocked' ? (
          <BlockedHelp />
        ) : checked && push.state === 'ios-install' ? (
          <IosInstallGuide headingLevel="h3" />
        ) : checked && push.state !== null && STATE_TEXT[push.state] ? (
          <p className="text-muted-foreground">{STATE_TEXT[push.state]}</p>
        ) : null}
        {push.error ? (
          <p role="alert" className="text-destructive">
            {push.error}
          </p>
        ) : null}
        {checked && push.state === 'off' && push.pending === null ? (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              hasSetUp.current = true;
              void push.subscribe();
            }}
          >
            {push.error ? 'Try again' : 'Turn on for this device'}
          </Button>
        ) : null}
        <InstallAppButton size="default" className="w-auto justify-self-start" />
      </div>
    </div>
  );
}
