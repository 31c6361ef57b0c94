import { Check, MapPin } from 'lucide-react';
import type { OrderView } from '../../../contract/orders';
import { isStepDone, TRACKING_STEPS } from '../../../contract/order-status';
import { cn } from '../../lib/cn';

/** customer spec 2 'Order tracking sheet': every step up to the current status is done. */
export function TrackingSteps({ order }: { order: OrderView }) {
  const isCancelled = order.status === 'cancelled';
  const location = [order.vendorName, order.vendorLocation].filter(Boolean).join(' · ');
  return (
    <section aria-labelledby="tracking-steps-title" className="grid gap-3">
      <h3 id="tracking-steps-title" className="text-sm font-semibold">
        Order progress
      </h3>
      <ol className="grid gap-0">
        {TRACKING_STEPS.map((step, index) => {
          const isDone = !isCancelled && isStepDone(order.status, step.status);
          const isLast = index === TRACKING_STEPS.length - 1;
          return (
            <li key={step.status} className="relative flex gap-3 pb-5 last:pb-0">
              {!isLast ? (
                <span
                  aria-hidden
                  className={cn(
                    'absolute left-[15px] top-8 h-[calc(100%-2rem)] w-0.5',
                    isDone ? 'bg-success' : 'bg-border',
                  )}
                />
              ) : null}
              <span
                aria-hidden
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  isDone
                    ? 'border-success bg-success text-white'
                    : 'border-border bg-card text-muted-foreground',
                )}
              >
                {isDone ? <Check className="size-4" /> : index + 1}
              </span>
              <div className="grid gap-0.5 pt-1">
                <span className={cn('font-medium', !isDone && 'text-muted-foreground')}>
                  {step.label}
                  <span className="sr-only">{isDone ? ' (done)' : ' (not yet)'}</span>
                </span>
                {step.status === 'ready' ? (
                  <span className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="size-3.5 shrink-0" aria-hidden />
                    Pickup at {location}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
