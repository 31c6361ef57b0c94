import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** An unpaid order's way back to checkout, on its card and in its tracking details. */
export function CompletePaymentLink({
  orderId,
  className,
}: {
  orderId: number;
  className?: string;
}) {
  return (
    <Button asChild variant="accent" className={cn('w-full', className)}>
      <Link href={`/checkout?orderId=${orderId}`}>
        <CreditCard aria-hidden />
        Complete payment
      </Link>
    </Button>
  );
}
