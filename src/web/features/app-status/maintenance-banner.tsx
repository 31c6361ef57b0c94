import { Wrench } from 'lucide-react';
import { MAINTENANCE_MESSAGE } from '../../../contract/maintenance';
import { useAppStatus } from './api';

/**
 * accounts spec 9, app_maintenance_mode: a notice on every screen while new orders are paused.
 * A failed status read shows nothing: the server still refuses new orders with the same message.
 */
export function MaintenanceBanner() {
  const status = useAppStatus();
  if (status.data?.maintenance !== true) return null;
  return (
    <div role="status" className="bg-accent text-accent-foreground">
      <p className="mx-auto flex max-w-6xl items-start justify-center gap-2 px-4 py-1.5 text-xs font-semibold leading-snug sm:py-2 sm:text-sm sm:items-center">
        <Wrench className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden />
        <span>{MAINTENANCE_MESSAGE}</span>
      </p>
    </div>
  );
}
