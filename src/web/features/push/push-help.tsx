import { Share, SquarePlus, Smartphone } from 'lucide-react';
import type { Ref } from 'react';
import { BLOCKED_MESSAGE } from './push-device';

// What a person can do when this browser cannot buzz yet: the browser's own settings, or on an
// iPhone or iPad the Home Screen (Web Push only reaches an installed app there).

export function BlockedHelp({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className="grid gap-1 text-sm outline-none">
      <p className="font-semibold">{BLOCKED_MESSAGE}</p>
      <p className="text-muted-foreground">
        To unblock them, open this site's settings (the icon beside the address), set Notifications
        to Allow, then reload the page.
      </p>
    </div>
  );
}

export function IosInstallGuide({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="grid gap-2 text-sm">
      <Heading className="font-semibold">Get a buzz on your iPhone</Heading>
      <p className="text-muted-foreground">
        On iPhone and iPad, notifications only work in CurtainCall added to your Home Screen:
      </p>
      <ol className="grid gap-2">
        <li className="flex items-start gap-2">
          <Share className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            1. Tap the <strong>Share</strong> button in Safari.
          </span>
        </li>
        <li className="flex items-start gap-2">
          <SquarePlus className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            2. Choose <strong>Add to Home Screen</strong>.
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Smartphone className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>3. Open CurtainCall from your Home Screen and turn notifications on there.</span>
        </li>
      </ol>
    </div>
  );
}
