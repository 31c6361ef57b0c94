import { QrCode } from 'lucide-react';
import type { OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { passReturnMark } from './pass-parts';
import { hasPickupPass } from './pass-store';
import { useOpenPickupPass } from './pickup-pass-provider';

/** 'Pickup pass' on a paid order still to collect; nothing where no pass can open. */
export function PickupPassButton({
  order,
  className,
}: {
  order: Pick<OrderView, 'id' | 'paymentStatus' | 'status'>;
  className?: string;
}) {
  const openPass = useOpenPickupPass();
  if (!openPass || !hasPickupPass(order)) return null;
  return (
    <Button
      variant="outline"
      className={cn('w-full', className)}
      onClick={() => openPass(order.id)}
      {...passReturnMark(order.id)}
      aria-label={`Pickup pass for order #${order.id}`}
    >
      <QrCode aria-hidden />
      Pickup pass
    </Button>
  );
}
