import { QrCode } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { passReturnMark } from './pass-parts';
import { savedPasses } from './pass-store';
import { useOpenPickupPass } from './pickup-pass-provider';

/**
 * The passes saved on this phone, for when the order list cannot load (no signal): each
 * opens from the phone alone.
 */
export function SavedPassesList() {
  const openPass = useOpenPickupPass();
  const passes = savedPasses();
  if (!openPass || passes.length === 0) return null;
  return (
    <section aria-labelledby="saved-passes-title" className="grid gap-2">
      <h2 id="saved-passes-title" className="text-lg font-semibold">
        Pickup passes on this phone
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {passes.map(({ pass }) => (
          <li key={pass.orderId}>
            <Button
              variant="outline"
              size="lg"
              className="w-full justify-start"
              onClick={() => openPass(pass.orderId)}
              {...passReturnMark(pass.orderId)}
              aria-label={`Pickup pass for order #${pass.orderNumber}`}
            >
              <QrCode aria-hidden />
              Order #{pass.orderNumber} · {pass.vendorName}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
