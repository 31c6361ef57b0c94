import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Info } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { cartLineKey, lineChoices, type CartLine, type CartVendor } from '../../../contract/cart';
import { lineMaxQuantity, setLineNote, stockCapText } from '../../../contract/cart-line-changes';
import { centsToDecimal, formatMoney } from '../../../contract/money';
import { tipBaseCents, tipCentsOf } from '../../../contract/tips';
import { type OrderQuote, type OrderView } from '../../../contract/orders';
import { DEFAULT_PREP_MINUTES } from '../../../contract/prep-time';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useCart } from '../cart/cart-provider';
import { useStockCountOf } from '../vendors/stock-counts';
import { CardForm } from '../payments/card-form';
import {
  useAttemptOrder,
  useQuote,
  type BrowseOrderBody,
  type QuoteInput,
  checkoutKeys,
  linePartnership,
} from './api';
import { CheckoutLayout, CoveredOrderButton, Section } from './checkout-layout';
import { InstructionsField } from './instructions-field';
import { MealTicketField, type AppliedTicket } from './meal-ticket-field';
import type { SlotFull } from './pickup-api';
import {
  CenteredSpinner,
  EmptyCart,
  OfflinePaymentNotice,
  OrderSavedOnPhone,
  PaymentSuccess,
} from './checkout-states';
import { OrderSummaryLines, orderSummaryLines, type SummaryLine } from './order-summary';
import { PickupTimePicker } from './pickup-time-picker';
import { PriceBreakdown } from './price-breakdown';
import { TipSelector } from './tip-selector';
import { useTipChoice } from './use-tip-choice';
import { quotedLine } from './quoted-lines';
import { unorderableLines } from './unorderable-lines';
import { useBrowsePayment } from './use-browse-payment';
import { usePickupTime } from './use-pickup-time';
import { apiErrorCode, errorMessage } from '../../lib/api';

const toCents = (dollars: number) => Math.round(dollars * 100);
const TIP_FIX = 'Enter a tip such as 2.50, or choose No tip.';

/**
 * Cart lines priced by the server's quote where it has them (the quote is authoritative), each
 * with the server's reason when it cannot be ordered now.
 */
function summaryLines(
  items: readonly CartLine[],
  quote: OrderQuote | undefined,
  problems: ReadonlyMap<string, string> = new Map(),
  stockCountOf: (line: CartLine) => number | null = () => null,
): SummaryLine[] {
  const cart = { items: [...items], vendor: null };
  return items.map((line, index) => {
    const quoted = quotedLine(quote, line, index);
    const unitPriceCents = quoted?.unitPriceCents ?? toCents(line.price);
    const key = cartLineKey(line);
    return {
      id: line.id,
      key,
      options: quoted?.options ?? line.options ?? [],
      notes: line.notes ?? null,
      allergens: line.allergens,
      name: line.name,
      quantity: line.quantity,
      unitPriceCents,
      lineTotalCents:
        quoted?.quantity === line.quantity ? quoted.lineTotalCents : unitPriceCents * line.quantity,
      imageUrl: typeof line.imageUrl === 'string' ? line.imageUrl : null,
      problem: problems.get(key),
      maxQuantity: lineMaxQuantity(cart, line, stockCountOf(line)),
      stockCap: stockCapText(cart, line.id, stockCountOf(line)),
    };
  });
}

function vendorPrepMinutes(vendor: CartVendor | null): number | null {
  const prep = vendor?.estimatedPrepTime;
  return typeof prep === 'number' && prep > 0 ? prep : null;
}

/** customer spec 2 'Checkout', browse flow: the real cart, priced by the server, then paid. */
export function CartCheckout() {
  const cart = useCart();
  const client = useQueryClient();
  const [paidOrder, setPaidOrder] = useState<OrderView | null>(null);
  const [instructions, setInstructions] = useState('');
  const [hasPriceChanged, setHasPriceChanged] = useState(false);
  const [ticket, setTicket] = useState<AppliedTicket | null>(null);
  const [tipChoice, setTipChoice] = useTipChoice();
  // shares are of the food subtotal, which a tip does not change: the last quote's is the one
  const [foodSubtotalCents, setFoodSubtotalCents] = useState<number | null>(null);
  // tips are paid by card: none with a meal ticket (the server refuses one)
  const tipCents = ticket ? 0 : tipCentsOf(tipChoice, foodSubtotalCents ?? 0);
  const isTipInvalid = tipCents === null;

  const vendorId = cart.vendor?.id ?? cart.items[0]?.vendorId ?? null;
  const stockCountOf = useStockCountOf(vendorId);
  const cartQuoteInput = useMemo<QuoteInput | null>(
    () =>
      vendorId !== null && cart.items.length > 0
        ? {
            flow: 'browse',
            vendorId,
            items: cart.items.map((line) => ({
              menuItemId: line.id,
              quantity: line.quantity,
              ...linePartnership(line),
              // the quote prices the options; the note changes no price
              ...(line.optionIds?.length ? { optionIds: line.optionIds } : {}),
            })),
          }
        : null,
    [vendorId, cart.items],
  );
  const quoteInput = useMemo<QuoteInput | null>(() => {
    if (!cartQuoteInput) return null;
    if (ticket) return { ...cartQuoteInput, mealTicketCode: ticket.code };
    return tipCents ? { ...cartQuoteInput, tip: centsToDecimal(tipCents) } : cartQuoteInput;
  }, [cartQuoteInput, ticket, tipCents]);
  const quote = useQuote(quoteInput);
  const quotedFoodCents = quote.data ? tipBaseCents(quote.data) : null;
  if (quotedFoodCents !== null && quotedFoodCents !== foodSubtotalCents)
    setFoodSubtotalCents(quotedFoodCents);
  // a line that sold out (or left the menu) since it was added: marked, the rest of the cart kept
  const unorderable = useMemo(
    () => unorderableLines(quote.error, cart.items),
    [quote.error, cart.items],
  );
  const hasUnorderable = unorderable.size > 0;
  const prepMinutes =
    quote.data?.prepMinutes ?? vendorPrepMinutes(cart.vendor) ?? DEFAULT_PREP_MINUTES;
  const pickup = usePickupTime(prepMinutes, vendorId);
  // The slot filled up between choosing and paying; the server's next free times
  const [slotFull, setSlotFull] = useState<SlotFull | null>(null);

  // An order an earlier attempt placed for this cart (a reload mid-payment) is shown,
  // paid or still to pay, and never placed a second time
  const attemptOrder = useAttemptOrder(cart.checkoutAttempt?.orderId ?? null);
  const resumed = attemptOrder.data;
  const isResumedOpen = resumed?.paymentStatus === 'unpaid' && resumed.status !== 'cancelled';
  const isAttemptGone =
    resumed?.status === 'cancelled' || apiErrorCode(attemptOrder.error) === 'NOT_FOUND';
  const isResumedPaid = resumed?.paymentStatus === 'paid';
  // kept once seen: clearing the cart below drops the attempt and with it this lookup
  if (isResumedPaid && paidOrder === null) setPaidOrder(resumed);
  const { saveCheckoutAttempt, clear: clearCart } = cart;
  useEffect(() => {
    if (isResumedPaid) clearCart();
    else if (isAttemptGone) saveCheckoutAttempt(null);
  }, [isResumedPaid, isAttemptGone, saveCheckoutAttempt, clearCart]);

  const payment = useBrowsePayment({
    existingOrder: isResumedOpen ? resumed : null,
    cart: cart.items,
    attempt: { stored: cart.checkoutAttempt, save: saveCheckoutAttempt },
    onPriceChanged: (next) => {
      if (quoteInput) client.setQueryData(checkoutKeys.quote(quoteInput), next);
      // keep the stored cart's prices in step with the vendor's menu
      cart.replaceCart({
        vendor: cart.vendor,
        items: cart.items.map((line, index) => {
          const quoted = quotedLine(next, line, index);
          return quoted ? { ...line, price: quoted.unitPriceCents / 100 } : line;
        }),
      });
      setHasPriceChanged(true);
      toast({
        title: 'Prices Updated',
        description: 'Please review the new total, then tap Complete Payment again.',
      });
    },
    onSlotFull: (offer) => {
      setSlotFull(offer);
      if (vendorId !== null)
        void client.invalidateQueries({ queryKey: checkoutKeys.pickupSlots(vendorId) });
    },
    onItemsUnavailable: () => void quote.refetch(),
    onPaid: (order) => {
      setPaidOrder(order);
      cart.clear();
    },
    isPaid: paidOrder !== null,
  });

  // customer spec 8: checkout init failure (a marked line says its own reason where it is)
  useEffect(() => {
    if (quote.isError && !hasUnorderable) {
      toast({
        title: 'Error',
        description: 'Failed to initialize checkout',
        variant: 'destructive',
      });
    }
  }, [quote.isError, quote.errorUpdatedAt, hasUnorderable]);

  if (paidOrder)
    return (
      <PaymentSuccess
        orderId={paidOrder.id}
        title={paidOrder.totalCents === 0 ? 'Order placed' : 'Payment Successful'}
      />
    );
  if (payment.isQueued) return <OrderSavedOnPhone />;
  const placed = payment.order;
  if (cart.items.length === 0 && !placed) return <EmptyCart />;
  // the earlier attempt's order is still being looked up: paying now could pay twice
  const isCheckingAttempt =
    !placed && attemptOrder.isPending && attemptOrder.fetchStatus !== 'idle';
  if (isCheckingAttempt) return <CenteredSpinner label="Checking your earlier payment" />;
  const isAttemptUnknown = !placed && attemptOrder.isError && !isAttemptGone;

  const isQuoteCurrent = Boolean(quote.data) && !quote.isPlaceholderData && !hasUnorderable;
  const figures = placed ?? quote.data ?? null;
  const buildBody = (): BrowseOrderBody | null => {
    if (!quote.data || !isQuoteCurrent || vendorId === null) return null;
    const lines = summaryLines(cart.items, quote.data);
    return {
      vendorId,
      items: lines.map((line, index) => ({
        menuItemId: line.id,
        quantity: line.quantity,
        price: line.unitPriceCents / 100,
        ...linePartnership(cart.items[index]),
        ...lineChoices(cart.items[index] ?? {}),
      })),
      ...pickup.timing,
      // the total the customer sees: after the meal ticket's allowance
      total: Number(quote.data.total),
      ...(instructions.trim() ? { specialInstructions: instructions.trim() } : {}),
      ...(ticket ? { mealTicketCode: ticket.code } : {}),
      // the tip the quote priced, so the total sent and the order agree
      ...(quote.data.tipCents > 0 ? { tip: quote.data.tip } : {}),
    };
  };
  // accounts spec 3: a meal ticket that pays the whole order needs no card
  const isCovered = Boolean(figures && figures.totalCents === 0 && figures.mealAllowanceCents > 0);
  const placedTicket =
    placed?.mealTicketCode != null
      ? { code: placed.mealTicketCode, allowanceCents: placed.mealAllowanceCents }
      : null;

  const vendorName = placed?.vendorName ?? cart.vendor?.name ?? cart.items[0]?.vendorName ?? '';
  return (
    <CheckoutLayout
      backHref={vendorId !== null ? `/vendor/${vendorId}` : '/search'}
      backLabel={vendorName ? `Back to ${vendorName}` : 'Back'}
      title="Checkout"
      subtitle={vendorName ? `Pickup from ${vendorName}` : undefined}
      isCoveredByTicket={isCovered}
      details={
        <>
          <Section title="Order summary">
            {placed ? (
              <p className="mb-3 flex gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
                <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
                Order #{placed.id} is placed and waiting for payment.
              </p>
            ) : null}
            <OrderSummaryLines
              lines={
                placed
                  ? orderSummaryLines(placed)
                  : summaryLines(cart.items, quote.data, unorderable, stockCountOf)
              }
              onQuantityChange={placed ? undefined : cart.setQuantity}
              onNoteChange={
                placed
                  ? undefined
                  : (lineKey, notes) => cart.replaceCart(setLineNote(cart, lineKey, notes))
              }
            />
            <div className="mt-4 grid gap-3 border-t border-border pt-4">
              <MealTicketField
                quoteInput={cartQuoteInput}
                applied={placed ? placedTicket : ticket}
                onApply={setTicket}
                onRemove={() => setTicket(null)}
                isLocked={Boolean(placed)}
              />
              {hasPriceChanged && !placed ? (
                <p
                  role="status"
                  className="mb-3 flex gap-2 text-sm font-medium text-amber-800 dark:text-accent"
                >
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  Prices changed. This is the new total.
                </p>
              ) : null}
              {hasUnorderable && !placed ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  Remove the {unorderable.size === 1 ? 'item' : 'items'} marked above to see your
                  total and pay for the rest.
                </p>
              ) : quote.isError && !placed ? (
                <div role="alert" className="grid gap-3">
                  <p className="text-sm text-destructive">
                    {errorMessage(quote.error, "We couldn't work out your total.")}
                  </p>
                  <Button variant="outline" onClick={() => void quote.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : (
                <PriceBreakdown
                  figures={figures}
                  serviceFeeLabel="Service fee"
                  isUpdating={!placed && quote.isPlaceholderData}
                />
              )}
            </div>
          </Section>
          {placed || ticket ? null : (
            <Section title="Tip">
              <TipSelector
                choice={tipChoice}
                onChange={setTipChoice}
                foodSubtotalCents={foodSubtotalCents}
              />
            </Section>
          )}
          <Section title="Pickup time">
            <PickupTimePicker
              pickup={pickup}
              prepMinutes={prepMinutes}
              disabled={!!placed}
              slotFull={placed ? null : slotFull}
              onPickOffered={(time) => {
                pickup.choose(time);
                setSlotFull(null);
              }}
            />
          </Section>
          <Section title="Special instructions">
            <InstructionsField
              value={placed ? (placed.specialInstructions ?? '') : instructions}
              isLocked={!!placed}
              onChange={setInstructions}
            />
          </Section>
        </>
      }
      payment={
        <>
          <OfflinePaymentNotice isOffline={payment.isOffline} />
          {isAttemptUnknown ? (
            <div role="alert" className="mb-4 grid gap-3">
              <p className="text-sm text-destructive">
                We couldn&apos;t check the payment you started earlier. Check it before paying
                again, so you are never charged twice.
              </p>
              <Button variant="outline" onClick={() => void attemptOrder.refetch()}>
                Check again
              </Button>
            </div>
          ) : null}
          {isCovered ? (
            <CoveredOrderButton
              isReady={!isAttemptUnknown && (Boolean(placed) || isQuoteCurrent)}
              isProcessing={payment.isProcessing}
              onPlace={() => payment.placeCovered(buildBody())}
            />
          ) : (
            <CardForm
              isReady={!isAttemptUnknown && (Boolean(placed) || isQuoteCurrent)}
              isProcessing={payment.isProcessing}
              amountLabel={figures ? formatMoney(figures.totalCents) : undefined}
              amountCents={figures?.totalCents}
              onSubmit={async (choice) => {
                // the quote left out a custom tip that is not an amount: never pay without it
                if (isTipInvalid && !placed) {
                  toast({ title: 'Check your tip', description: TIP_FIX, variant: 'destructive' });
                  return;
                }
                return payment.pay(choice, buildBody());
              }}
            />
          )}
        </>
      }
    />
  );
}
