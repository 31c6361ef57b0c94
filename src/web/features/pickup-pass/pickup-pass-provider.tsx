import { createContext, useContext, useState, type ReactNode } from 'react';
import { PickupPassDialog } from './pickup-pass-dialog';

// Any 'Pickup pass' button inside (an order card, the tracking sheet) opens the one
// full-screen pass over the page, from the pass saved on the phone.

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
  const close = () => {
    setOpenedId(null);
    onClosed?.();
  };
  return (
    <OpenPassContext.Provider value={setOpenedId}>
      {children}
      {orderId !== null ? (
        <PickupPassDialog key={orderId} orderId={orderId} onClose={close} />
      ) : null}
    </OpenPassContext.Provider>
  );
}
