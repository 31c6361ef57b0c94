import { BellRing, Hourglass } from 'lucide-react';
import type { OrderView } from '../../../contract/orders';
import { minutesWaiting, REMIND_COOLDOWN_SECONDS } from '../../../contract/ready-shelf';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useRemindCustomer } from './api';

export const REMIND_FAILED = 'Could not remind the customer. Please try again.';

/** A ready order's time on the shelf, the uncollected flag and "Remind". */
export function ShelfStatus({ order, now }: { order: OrderView; now: Date }) {
  if (order.status !== 'ready' || order.readyAt === null) return null;
  return <ReadyShelfStatus order={order} readyAt={order.readyAt} now={now} />;
}

function ReadyShelfStatus({
  order,
  readyAt,
  now,
}: {
  order: OrderView;
  readyAt: string;
  now: Date;
}) {
  const remind = useRemindCustomer(order.id);
  // the server refuses a second reminder within the cool-down; the button says so first
  const justReminded =
    order.remindedAt !== null &&
    now.getTime() - new Date(order.remindedAt).getTime() < REMIND_COOLDOWN_SECONDS * 1000;
  const minutes = minutesWaiting(readyAt, now);
  const onRemind = () => {
    if (remind.isPending) return;
    remind.mutate(undefined, {
      onSuccess: () =>
        toast({ title: `Order #${order.id}: customer reminded`, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Reminder not sent',
          description: errorMessage(error, REMIND_FAILED),
          variant: 'destructive',
        }),
    });
  };
  return (
    <div className="relative z-10 flex flex-wrap items-center gap-2">
      <p className="mr-auto flex items-center gap-1 text-sm font-medium">
        <Hourglass className="size-4" aria-hidden />
        {minutes < 1 ? 'Ready just now' : `Waiting ${minutes} min`}
      </p>
      {order.uncollectedAt !== null ? <Badge variant="destructive">Uncollected</Badge> : null}
      <Button
        variant="outline"
        size="sm"
        disabled={remind.isPending || justReminded}
        aria-label={`Remind the customer of order #${order.id}`}
        onClick={onRemind}
      >
        <BellRing className="size-4" aria-hidden />
        {remind.isPending ? 'Reminding...' : justReminded ? 'Reminded' : 'Remind'}
      </Button>
    </div>
  );
}
