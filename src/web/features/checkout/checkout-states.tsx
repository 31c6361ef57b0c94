import { CheckCircle2, CloudUpload, ShieldCheck, ShoppingCart, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../auth/use-auth';
import { PushOptIn } from '../push/push-opt-in';
import { ORDER_SAVED_MESSAGE, ORDER_SAVED_TITLE } from './order-replay';
import { OFFLINE_MESSAGE, OFFLINE_TITLE } from './use-offline-notice';

// customer spec 9: the redirect after payment
export const REDIRECT_AFTER_PAYMENT_MS = 2000;

/**
 * customer spec 5: checkout requires a signed-in user; otherwise a toast and a redirect (to /auth
 * in the browse flow, to / in demo checkout). Shown once, even under StrictMode.
 */
export function useRequireSignIn({
  description,
  redirectTo,
}: {
  description: string;
  redirectTo: string;
}) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const hasRedirected = useRef(false);
  const mustSignIn = !auth.isLoading && !auth.user;
  useEffect(() => {
    if (!mustSignIn || hasRedirected.current) return;
    hasRedirected.current = true;
    toast({ title: 'Authentication Required', description, variant: 'destructive' });
    navigate(redirectTo);
  }, [mustSignIn, description, redirectTo, navigate]);
  return auth;
}

/**
 * Goes to /orders 2 s after a successful payment (customer spec 2 and 9), unless the screen must
 * stay (the notifications offer is in use or has steps to read): then they leave by its link.
 */
function useRedirectAfterPayment(isHeld: boolean) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (isHeld) return;
    const timer = setTimeout(() => navigate('/orders'), REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [isHeld, navigate]);
}

export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3">
      <Spinner label={label} className="size-10" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}

function Centered({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-muted">{icon}</div>
      {children}
    </div>
  );
}

export function EmptyCart() {
  return (
    <Centered icon={<ShoppingCart className="size-8 text-accent" aria-hidden />}>
      <h1 className="text-2xl font-bold">Your cart is empty</h1>
      <p className="text-muted-foreground">
        Pick a vendor near the venue and add something tasty before the encore.
      </p>
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link href="/search">Find food</Link>
      </Button>
    </Centered>
  );
}

/** Shown once an order is paid; it redirects to the orders by itself (useRedirectAfterPayment). */
export function PaymentSuccess({ orderId, title }: { orderId: number; title: string }) {
  const [isStaying, setIsStaying] = useState(false);
  const stay = useCallback(() => setIsStaying(true), []);
  useRedirectAfterPayment(isStaying);
  return (
    <Centered icon={<CheckCircle2 className="size-9 text-success" aria-hidden />}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground" role="status">
        {isStaying
          ? `Order #${orderId} is in.`
          : `Order #${orderId} is in. Taking you to your orders…`}
      </p>
      <PushOptIn orderId={orderId} onStay={stay} />
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link href="/orders">View your orders</Link>
      </Button>
    </Centered>
  );
}

/**
 * Checkout's answer for an order queued offline, instead of the payment; the cart stays
 * until the order is really placed.
 */
export function OrderSavedOnPhone() {
  return (
    <Centered icon={<CloudUpload className="size-8 text-accent" aria-hidden />}>
      <h1 className="text-2xl font-bold">{ORDER_SAVED_TITLE}</h1>
      <p className="text-muted-foreground" role="status">
        {ORDER_SAVED_MESSAGE}
      </p>
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link href="/orders">Your Orders</Link>
      </Button>
    </Centered>
  );
}

/** The honest note every payment screen carries (accounts spec 1: payments are demo only). */
export function DemoPaymentsNote() {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-success/10 px-3 py-2 text-sm text-success">
      <ShieldCheck className="size-4 shrink-0" aria-hidden />
      Demo payments — no real charges
    </p>
  );
}

/** The payment could not reach the server; what is kept and what to do. */
export function OfflinePaymentNotice({ isOffline }: { isOffline: boolean }) {
  if (!isOffline) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{OFFLINE_TITLE}</p>
        <p>{OFFLINE_MESSAGE}</p>
      </div>
    </div>
  );
}
