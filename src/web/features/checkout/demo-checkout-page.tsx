import { AlertTriangle, ArrowLeft, Construction, Info } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../contract/money';
import type { OrderView } from '../../../contract/orders';
import type { PaymentChoice } from '../../../contract/payments';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { toast } from '../../components/ui/use-toast';
import { useCart } from '../cart/cart-provider';
import { CardForm } from '../payments/card-form';
import { cardProblems, type PaymentOutcome } from '../payments/card-problems';
import { TestCardHint } from '../payments/test-cards';
import {
  isNetworkFailure,
  paymentFailureMessage,
  useConfirmPayment,
  type PaymentIntent,
} from './api';
import {
  CenteredSpinner,
  EmptyCart,
  OfflinePaymentNotice,
  OrderSavedOnPhone,
  PaymentSuccess,
  useRequireSignIn,
} from './checkout-states';
import { OrderSummaryLines, orderSummaryLines } from './order-summary';
import { PriceBreakdown } from './price-breakdown';
import { FIELD_SCROLL_MARGINS } from './checkout-layout';
import { useDemoSetup } from './use-demo-setup';
import { useOfflineNotice } from './use-offline-notice';

function SetupFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card role="alert" className="text-center">
        <CardHeader className="items-center">
          <AlertTriangle className="size-10 text-destructive" aria-hidden />
          <CardTitle>Failed to initialize demo checkout</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">{message}</p>
          <Button size="lg" onClick={onRetry}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function DemoModeNotice() {
  return (
    <section
      aria-labelledby="demo-mode-title"
      className="grid gap-2 rounded-2xl border border-sky-500/40 bg-sky-500/10 p-4"
    >
      <h2
        id="demo-mode-title"
        className="flex items-center gap-2 font-semibold text-sky-700 dark:text-sky-300"
      >
        <Info className="size-5" aria-hidden />
        Demo Mode Active
      </h2>
      <p className="text-sm">No real charges are made. Pay with one of these test cards:</p>
      <TestCardHint className="border-sky-500/30 bg-transparent" />
    </section>
  );
}

function ReadyCheckout({
  order,
  intent,
  onPaid,
}: {
  order: OrderView;
  intent: PaymentIntent;
  onPaid: (order: OrderView) => void;
}) {
  const confirm = useConfirmPayment();
  const offline = useOfflineNotice();
  const pay = async (choice: PaymentChoice): Promise<PaymentOutcome> => {
    if (!navigator.onLine) {
      offline.report();
      return;
    }
    offline.clear();
    try {
      await confirm.mutateAsync({ intent, choice });
      // customer spec 8: the demo screen's own success title
      toast({
        title: 'Demo Payment Successful! 🎉',
        description: 'Your order has been placed successfully.',
        variant: 'success',
      });
      onPaid(order);
      return { isPaid: true };
    } catch (error) {
      // the same intent is confirmed on the retry, which never pays twice
      if (isNetworkFailure(error)) {
        offline.report();
        return;
      }
      const message = paymentFailureMessage(
        error,
        'An error occurred while processing your payment.',
      );
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
      return { isPaid: false, problems: cardProblems(error, message) };
    }
  };
  return (
    <div className={cn('mx-auto grid max-w-5xl gap-6 px-4 py-6', FIELD_SCROLL_MARGINS)}>
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
          <Link href="/">
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">Demo Checkout</h1>
        <p className="text-muted-foreground">
          Order #{order.id} from {order.vendorName}
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <div className="grid gap-6">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Order summary</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderSummaryLines lines={orderSummaryLines(order)} />
              <div className="mt-4 border-t border-border pt-4">
                <PriceBreakdown figures={order} serviceFeeLabel="Service fee (5%)" />
              </div>
            </CardContent>
          </Card>
          <DemoModeNotice />
        </div>
        <Card className="overflow-hidden md:sticky md:top-20">
          <p className="flex items-center gap-2 bg-orange-700 px-5 py-3 text-sm font-semibold text-white">
            <Construction className="size-5" aria-hidden />
            Demo Checkout Mode
          </p>
          <CardContent className="pt-5">
            <OfflinePaymentNotice isOffline={offline.isOffline} />
            <CardForm
              isReady
              isProcessing={confirm.isPending}
              // the Demo Mode notice beside the form lists the test cards
              showTestCards={false}
              amountLabel={formatMoney(order.totalCents)}
              amountCents={order.totalCents}
              onSubmit={pay}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** Route /demo-checkout (customer spec 2 'Demo checkout'). */
export function DemoCheckoutPage() {
  const { user, isLoading } = useRequireSignIn({
    description: 'Please log in to continue with checkout.',
    redirectTo: '/',
  });
  const cart = useCart();
  const vendorId = cart.vendor?.id ?? cart.items[0]?.vendorId ?? null;
  const { setup, retry } = useDemoSetup(user, vendorId, cart.items);
  const [paidOrder, setPaidOrder] = useState<OrderView | null>(null);

  if (paidOrder) return <PaymentSuccess orderId={paidOrder.id} title="Payment Successful! 🎉" />;
  if (isLoading) return <CenteredSpinner label="Loading your account" />;
  if (!user) return null;
  // an order the queue placed empties the cart, and is still paid for here
  if (cart.items.length === 0 && setup.status !== 'ready') return <EmptyCart />;
  if (setup.status === 'queued') return <OrderSavedOnPhone />;
  if (setup.status === 'loading') return <CenteredSpinner label="Setting up demo checkout" />;
  if (setup.status === 'error') return <SetupFailed message={setup.message} onRetry={retry} />;
  return (
    <ReadyCheckout
      order={setup.order}
      intent={setup.intent}
      onPaid={(order) => {
        setPaidOrder(order);
        cart.clear();
      }}
    />
  );
}
