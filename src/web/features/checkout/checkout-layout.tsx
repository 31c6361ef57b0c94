import { ArrowLeft, CreditCard, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { DemoPaymentsNote } from './checkout-states';
import { CardPaymentsOffNotice, useCardPaymentsOff } from './card-payments-off';

/** A titled card section of the checkout page. */
export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * On phones a focused field also scrolls clear of the card form's sticky pay bar (about 7.5rem)
 * above the bottom navigation (4.5rem), on top of the margins every control has (app.css): focus
 * alone only scrolls a field that is off screen, not one hidden behind them. Not the pay button,
 * which is in the sticky bar itself.
 */
export const FIELD_SCROLL_MARGINS =
  '[&_:is(input,select,textarea,button:not([type=submit]))]:scroll-mb-[calc(13rem+env(safe-area-inset-bottom))] md:[&_:is(input,select,textarea,button:not([type=submit]))]:scroll-mb-4';

/**
 * Two columns from 1024 px (details left, the payment card right and sticky); one column on
 * phones, where the card form's pay button sticks above the bottom navigation.
 */
export function CheckoutLayout({
  backHref,
  backLabel,
  title,
  subtitle,
  details,
  payment,
  isCoveredByTicket = false,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  subtitle?: ReactNode;
  details: ReactNode;
  payment: ReactNode;
  /** A meal ticket pays the whole order: no card, so the payment card says so. */
  isCoveredByTicket?: boolean;
}) {
  const isCardNeededButOff = useCardPaymentsOff() && !isCoveredByTicket;
  return (
    <div className={cn('mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-6', FIELD_SCROLL_MARGINS)}>
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
          <Link href={backHref}>
            <ArrowLeft aria-hidden />
            {backLabel}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="grid min-w-0 grid-cols-1 gap-6">{details}</div>
        <Card className="lg:sticky lg:top-20">
          <CardHeader className="pb-3">
            <CardTitle className="flex items-center gap-2 text-base">
              {isCoveredByTicket ? (
                <Ticket className="size-5 text-primary" aria-hidden />
              ) : (
                <CreditCard className="size-5 text-primary" aria-hidden />
              )}
              {isCoveredByTicket ? 'Meal ticket' : 'Credit Card'}
            </CardTitle>
            {isCoveredByTicket || isCardNeededButOff ? null : <DemoPaymentsNote />}
          </CardHeader>
          <CardContent>{isCardNeededButOff ? <CardPaymentsOffNotice /> : payment}</CardContent>
        </Card>
      </div>
    </div>
  );
}

/**
 * accounts spec 3: the order's meal ticket pays it all, so the card step is skipped and the
 * order is placed paid.
 */
export function CoveredOrderButton({
  isReady,
  isProcessing,
  onPlace,
}: {
  isReady: boolean;
  isProcessing: boolean;
  onPlace: () => Promise<void>;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Your meal ticket covers this order. No card needed.
      </p>
      <Button
        size="lg"
        className="w-full"
        disabled={!isReady || isProcessing}
        onClick={() => void onPlace()}
      >
        {isProcessing ? 'Placing your order…' : 'Place order (covered by meal ticket)'}
      </Button>
    </div>
  );
}
