import { Info } from 'lucide-react';
import { useState } from 'react';
import {
  MAX_PAYMENT_DELAY_MS,
  normaliseSettingValue,
  settingKind,
  type SettingView,
} from '../../../contract/admin';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FieldError, Input, Label } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAdminSettings, useUpdateSetting } from './api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { fieldIssues } from '../../lib/api';

export const DEMO_MODE_KEY = 'demo_checkout_mode';
export const MAINTENANCE_KEY = 'app_maintenance_mode';

/** accounts spec 5: the number inputs' ranges, from the key. */
function numberRange(key: string) {
  if (settingKind(key) === 'rate') return { min: 0, max: 1, step: 0.1, unit: '0.0 to 1.0' };
  if (key.includes('delay'))
    return { min: 0, max: MAX_PAYMENT_DELAY_MS, step: 1, unit: 'milliseconds, up to 10000' };
  return { min: 0, step: 1, unit: 'days' };
}

const fieldId = (key: string) => `setting-${key}`;

/** The failure the spec names (accounts spec 8), with the server's own message when it has one. */
function useSaveSetting(key: string, onSaved?: () => void) {
  const update = useUpdateSetting();
  const [error, setError] = useState<string>();
  const save = (value: string) => {
    const local = normaliseSettingValue(key, value);
    if (!local.ok) {
      setError(local.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { key, value: local.value },
      {
        onSuccess: () => {
          toast({ title: 'Setting Updated', description: `${key} saved.`, variant: 'success' });
          onSaved?.();
        },
        onError: (failure) => {
          const message = fieldIssues(failure).value;
          if (message) setError(message);
          toast({
            title: 'Update Failed',
            description: message ?? errorMessage(failure, 'Failed to update setting'),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return { save, error, isPending: update.isPending };
}

/** Switches whose change stops customers ordering or paying: asked first, saying what happens. */
const RISKY_SWITCHES: Record<string, { whenOn: boolean; title: string; description: string }> = {
  [MAINTENANCE_KEY]: {
    whenOn: false,
    title: 'Turn maintenance mode on?',
    description:
      'Every customer sees the maintenance notice and no new orders can be placed until it is turned off. Orders already placed carry on.',
  },
  [DEMO_MODE_KEY]: {
    whenOn: true,
    title: 'Turn card payments off?',
    description:
      'There is no live card provider, so customers can no longer pay by card: checkout says so and takes only orders a meal ticket pays in full, until it is turned back on.',
  },
};

function SwitchSetting({ setting }: { setting: SettingView }) {
  const isOn = setting.value === 'true';
  const [isConfirming, setConfirming] = useState(false);
  const { save, error, isPending } = useSaveSetting(setting.key, () => setConfirming(false));
  const risky = RISKY_SWITCHES[setting.key];
  const asksFirst = risky !== undefined && risky.whenOn === isOn;
  const target = isOn ? 'false' : 'true';
  return (
    <>
      <Switch
        id={fieldId(setting.key)}
        checked={isOn}
        disabled={isPending}
        aria-describedby={`${fieldId(setting.key)}-description`}
        onCheckedChange={(checked) =>
          asksFirst ? setConfirming(true) : save(checked ? 'true' : 'false')
        }
      />
      <FieldError message={error} />
      {isConfirming && risky ? (
        <ConfirmDialog
          title={risky.title}
          description={risky.description}
          confirmLabel={isOn ? 'Turn off' : 'Turn on'}
          pendingLabel={isOn ? 'Turning off...' : 'Turning on...'}
          isPending={isPending}
          onConfirm={() => save(target)}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}

function ValueSetting({ setting }: { setting: SettingView }) {
  const [draft, setDraft] = useState(setting.value);
  // a saved or refetched value replaces the draft, keeping the field (and its focus) in place
  const [shown, setShown] = useState(setting.value);
  if (shown !== setting.value) {
    setShown(setting.value);
    setDraft(setting.value);
  }
  const { save, error, isPending } = useSaveSetting(setting.key);
  const kind = settingKind(setting.key);
  const range = kind === 'text' ? undefined : numberRange(setting.key);
  const id = fieldId(setting.key);
  return (
    <form
      className="grid gap-1.5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(draft);
      }}
    >
      <div className="flex gap-2">
        <Input
          id={id}
          type={range ? 'number' : 'text'}
          inputMode={range ? 'decimal' : undefined}
          min={range?.min}
          max={range?.max}
          step={range?.step}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setDraft(event.target.value)}
          className="max-w-48"
        />
        <Button type="submit" variant="outline" disabled={isPending || draft === setting.value}>
          {isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {range ? <p className="text-xs text-muted-foreground">Unit: {range.unit}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}

function SettingRow({ setting }: { setting: SettingView }) {
  const id = fieldId(setting.key);
  const isSwitch = settingKind(setting.key) === 'switch';
  return (
    <li className="grid gap-2 rounded-xl border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-1">
        <Label htmlFor={id} className="break-all font-mono">
          {setting.key}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {setting.description}
        </p>
      </div>
      <div className="grid gap-1 sm:justify-items-end">
        {isSwitch ? <SwitchSetting setting={setting} /> : <ValueSetting setting={setting} />}
      </div>
    </li>
  );
}

function SettingsGroup({
  title,
  description,
  settings,
}: {
  title: string;
  description: string;
  settings: SettingView[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No settings in this group.</p>
        ) : (
          <ul className="grid gap-3">
            {settings.map((setting) => (
              <SettingRow key={setting.key} setting={setting} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** accounts spec 2.11: the admin settings panel. */
export function SettingsTab() {
  const settings = useAdminSettings();
  const list = settings.data ?? [];
  const demo = list.filter((setting) => setting.key.startsWith('demo_'));
  const system = list.filter((setting) => !setting.key.startsWith('demo_'));
  const isDemoOn = list.some(
    (setting) => setting.key === DEMO_MODE_KEY && setting.value === 'true',
  );
  return (
    <QueryState
      query={settings}
      what="the settings"
      isEmpty={list.length === 0}
      empty={{ title: 'No Settings', description: 'No platform settings are stored.' }}
    >
      <div className="grid gap-4">
        {isDemoOn ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-2xl border border-accent bg-accent/15 p-4 text-sm"
          >
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>Demo Mode Active.</strong> Checkout uses simulated card payments; no real
              charges are made.
            </span>
          </p>
        ) : null}
        <SettingsGroup
          title="Demo Payment Settings"
          description="How the simulated card payments behave."
          settings={demo}
        />
        <SettingsGroup
          title="System Settings"
          description="Platform-wide switches. A change applies to the next request everywhere."
          settings={system}
        />
      </div>
    </QueryState>
  );
}
