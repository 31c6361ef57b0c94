import { createContext, useContext, useState, type ReactNode } from 'react';
import { PickupPassDialog } from './pickup-pass-dialog';

// issue 13: any 'Pickup pass' button inside (an order card, the tracking sheet) opens the one
// full-screen pass over the page, from the pass kept on the phone.

const OpenPassContext = createContext<((orderId: number) => void) | null>(null);

export function useOpenPickupPass() {
  return useContext(OpenPassContext);
}

export function PickupPassProvider({
  initialOrderId = null,
  onClosed,
  children,
}: {
  /** The pass to show at once (the /orders/{id}/pass address). */
  initialOrderId?: number | null;
  onClosed?: () => void;
  children: ReactNode;
}) {
  const [orderId, setOrderId] = useState<number | null>(initialOrderId);
  const close = () => {
    setOrderId(null);
    onClosed?.();
  };
  return (
    <OpenPassContext.Provider value={setOrderId}>
      {children}
      {orderId !== null ? <PickupPassDialog orderId={orderId} onClose={close} /> : null}
    </OpenPassContext.Provider>
  );
}
