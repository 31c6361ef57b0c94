import { useSearch } from 'wouter';
import { CartCheckout } from './cart-checkout';
import { CenteredSpinner, useRequireSignIn } from './checkout-states';
import { OrderPaymentCheckout } from './order-payment-checkout';

export { pickupSlots } from './pickup-slots';

/** A positive whole order id from the query string, or null. */
export function parseOrderId(search: string): number | null {
  const value = new URLSearchParams(search).get('orderId');
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Route /checkout (customer spec 2 'Checkout', browse flow). Pays for the cart, or with
 * ?orderId=ID for an order placed earlier that still awaits payment.
 */
export function CheckoutPage() {
  const { user, isLoading } = useRequireSignIn({
    description: 'Please log in to place an order',
    redirectTo: '/auth',
  });
  const orderId = parseOrderId(useSearch());
  if (isLoading) return <CenteredSpinner label="Loading checkout" />;
  if (!user) return null;
  return orderId !== null ? <OrderPaymentCheckout orderId={orderId} /> : <CartCheckout />;
}
