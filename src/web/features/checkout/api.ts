import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CartLine } from '../../../contract/cart';
import {
  orderAnswerSchema,
  orderQuoteSchema,
  priceChangedErrorSchema,
  type browseOrderSchema,
  type demoOrderSchema,
  type OrderFlow,
  type OrderQuote,
  type OrderView,
} from '../../../contract/orders';
import {
  confirmPaymentResponseSchema,
  createIntentResponseSchema,
  toConfirmPayload,
  type CreateIntentResponse,
  type PaymentChoice,
} from '../../../contract/payments';
import {
  apiErrorCode,
  apiParsed,
  errorMessage,
  HttpError,
  NetworkError,
  UserFacingError,
  unlessQueued,
} from '../../lib/api';
import { appStatusKeys } from '../app-status/api';
import { orderKeys } from '../orders/api';
import { checkoutKeys, type QuoteInput } from './keys';

// the keys are in keys.ts (no zod, no calls) for the live-update handlers; callers get them here
export { checkoutKeys, type QuoteInput };

// customer spec 7: the two order payloads; the server tells them apart by `totalAmount`.
export type BrowseOrderBody = Omit<z.input<typeof browseOrderSchema>, 'flow'>;
export type DemoOrderBody = Omit<z.input<typeof demoOrderSchema>, 'flow'>;

/**
 * An artist special's cart line names its partnership, which an order or quote line
 * sends so the server prices it at the special price ({} for any other line).
 */
export function linePartnership(line: CartLine | undefined): { partnershipId?: number } {
  const id = line?.partnershipId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { partnershipId: id } : {};
}
export type PaymentIntent = CreateIntentResponse & { orderId: number };

/**
 * A payment request gives up after this long, so offline it fails instead of spinning. The demo
 * confirm waits demo_payment_delay on the server, a few seconds at most.
 */
export const PAYMENT_REQUEST_TIMEOUT_MS = 20_000;
const paymentSignal = () => AbortSignal.timeout(PAYMENT_REQUEST_TIMEOUT_MS);

/**
 * No answer at all: the browser is offline, the network failed or the request timed out. The
 * request may still have reached the server, so a retry must reuse the attempt's key and intent.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof HttpError) return false;
  const isAbort =
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return (
    isAbort || error instanceof NetworkError || error instanceof TypeError || !navigator.onLine
  );
}

/** The server's new quote from a 409 PRICE_CHANGED answer. */
export function priceChangedQuote(error: unknown): OrderQuote | null {
  if (!(error instanceof HttpError) || error.code !== 'PRICE_CHANGED') return null;
  const parsed = priceChangedErrorSchema.safeParse(error.json);
  return parsed.success ? parsed.data.quote : null;
}

/**
 * POST /api/orders/quote: the server's breakdown, the only figures checkout shows and charges.
 * While a changed cart is re-quoted the previous figures stay (marked as placeholder data).
 */
export function useQuote(input: QuoteInput | null) {
  return useQuery<OrderQuote>({
    queryKey: input ? checkoutKeys.quote(input) : checkoutKeys.noQuote,
    queryFn: ({ signal }) =>
      apiParsed(orderQuoteSchema, 'POST', '/api/orders/quote', input, { signal }).then(
        unlessQueued,
      ),
    enabled: input !== null && input.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * Applies a meal ticket: the quote with its code, checked by the server (the signed-in member's,
 * not spent, void or expired) but not redeemed. The answer becomes the cached quote for that
 * code, so the breakdown shows the allowance at once.
 */
export function useApplyMealTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, code }: { input: QuoteInput; code: string }) =>
      apiParsed(orderQuoteSchema, 'POST', '/api/orders/quote', {
        ...input,
        mealTicketCode: code,
      }).then(unlessQueued),
    onSuccess: (quote, { input }) => {
      if (quote.mealTicketCode)
        client.setQueryData(
          checkoutKeys.quote({ ...input, mealTicketCode: quote.mealTicketCode }),
          quote,
        );
    },
  });
}

/**
 * POST /api/orders with the attempt's Idempotency-Key, so a retry never orders twice. The answer
 * is the order, or the queued reply when it was kept for later (test with `isQueuedReply`).
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: BrowseOrderBody | DemoOrderBody;
      idempotencyKey: string;
    }) =>
      // offline, the request layer queues the order and answers 202
      apiParsed(orderAnswerSchema, 'POST', '/api/orders', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
        signal: paymentSignal(),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: orderKeys.all }),
    // a maintenance or cards-off refusal shows at once instead of within the status poll
    onError: (error) => {
      const code = apiErrorCode(error);
      if (code === 'MAINTENANCE' || code === 'PAYMENTS_UNAVAILABLE')
        void client.invalidateQueries({ queryKey: appStatusKeys.status });
    },
  });
}

/**
 * The order an earlier attempt placed for this cart: after a reload mid-payment,
 * checkout shows it (paid, or still to pay) instead of placing another.
 */
export function useAttemptOrder(orderId: number | null) {
  return useQuery<OrderView>({
    queryKey: orderKeys.detail(orderId ?? 0),
    queryFn: ({ signal }) =>
      apiParsed(orderAnswerSchema, 'GET', `/api/orders/${orderId}`, undefined, { signal }),
    enabled: orderId !== null,
    staleTime: 0,
  });
}

export type CreateIntentVariables = {
  flow: OrderFlow;
  order: OrderView;
  cart: unknown;
};

/**
 * customer spec 7: the browse flow uses /api/create-payment-intent, demo checkout
 * /api/payments/demo/create-intent. The amount is the server's order total.
 */
export function useCreateIntent() {
  return useMutation({
    mutationFn: async ({ flow, order, cart }: CreateIntentVariables): Promise<PaymentIntent> => {
      const url =
        flow === 'demo' ? '/api/payments/demo/create-intent' : '/api/create-payment-intent';
      const intent = await apiParsed(
        createIntentResponseSchema,
        'POST',
        url,
        { amount: Number(order.totalAmount), orderId: order.id, cart, vendorId: order.vendorId },
        { signal: paymentSignal() },
      ).then(unlessQueued);
      return { ...intent, orderId: order.id };
    },
  });
}

/** customer spec 8: a confirm answered with an error status and no message of its own. */
export const CONFIRM_FAILED_MESSAGE = 'Payment failed';

/** A confirm answered 200 whose intent did not succeed. */
class PaymentNotCompletedError extends UserFacingError {
  override name = 'PaymentNotCompletedError';
}

/**
 * POST /api/payments/demo/confirm. An answer that is not a success becomes an error carrying the
 * server's message or 'Payment failed' (customer spec 8). ALREADY_PAID means an earlier attempt
 * went through after all, which is a success for the person paying.
 */
export function useConfirmPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ intent, choice }: { intent: PaymentIntent; choice: PaymentChoice }) => {
      try {
        const result = await apiParsed(
          confirmPaymentResponseSchema,
          'POST',
          '/api/payments/demo/confirm',
          toConfirmPayload(intent.paymentIntentId, choice),
          { signal: paymentSignal() },
        ).then(unlessQueued);
        if (result.payment_intent.status !== 'succeeded') {
          throw new PaymentNotCompletedError(result.message ?? CONFIRM_FAILED_MESSAGE);
        }
        return result;
      } catch (error) {
        if (apiErrorCode(error) === 'ALREADY_PAID') return null;
        throw error;
      }
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: orderKeys.recent });
    },
  });
}

/**
 * The message for a failed confirm: the server's ('Payment failed' when its error answer has
 * none), a thrown Error's, or the screen's fallback (network failures and the unexpected).
 */
export function paymentFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError || error instanceof PaymentNotCompletedError)
    return errorMessage(error, CONFIRM_FAILED_MESSAGE);
  return fallback;
}
