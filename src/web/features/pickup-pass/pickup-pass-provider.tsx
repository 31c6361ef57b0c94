import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DeferredPart, lazyWithRetry } from '../../components/lazy-part';
import { screenShown } from '../../lib/first-paint';

// issue 14: the pass's dialog and its QR code are not in the first screen of the orders; their code
// arrives once that screen is shown (the service worker keeps it for the pass offline)
const PickupPassDialog = lazyWithRetry(() =>
  import('./pickup-pass-dialog').then((module) => module.PickupPassDialog),
);

// issue 13: any 'Pickup pass' button inside (an order card, the tracking sheet) opens the one
// full-screen pass over the page, from the pass kept on the phone.

const OpenPassContext = createContext<((orderId: number) => void) | null>(null);

export function useOpenPickupPass() {
  return useContext(OpenPassContext);
}

export function PickupPassProvider({
  routeOrderId = null,
  onClosed,
  children,
}: {
  /** The pass the address names (/orders/{id}/pass), shown until closed. */
  routeOrderId?: number | null;
  /** After a close, e.g. to leave the pass's address. */
  onClosed?: () => void;
  children: ReactNode;
}) {
  const [openedId, setOpenedId] = useState<number | null>(null);
  const orderId = openedId ?? routeOrderId;
  useEffect(() => void screenShown().then(PickupPassDialog.preload), []);
  const close = () => {
    setOpenedId(null);
    onClosed?.();
  };
  return (
    <OpenPassContext.Provider value={setOpenedId}>
      {children}
      {orderId !== null ? (
        <DeferredPart>
          <PickupPassDialog key={orderId} orderId={orderId} onClose={close} />
        </DeferredPart>
      ) : null}
    </OpenPassContext.Provider>
  );
}
