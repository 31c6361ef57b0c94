import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { VendorView } from '../../../contract/vendors';

// customer spec 9: the vendor is cleared 300 ms after closing (the sheet's exit animation).
export const VENDOR_CLEAR_DELAY_MS = 300;

export type QuickOrderContextValue = {
  isOpen: boolean;
  vendor: VendorView | null;
  /** customer spec 4: sets the open flag and stores the vendor if one is given. */
  open: (vendor?: VendorView) => void;
  /** customer spec 4: clears the flag, then the vendor after 300 ms. */
  close: () => void;
  /** Picks a vendor inside the open sheet, or null to go back to the vendor choice. */
  chooseVendor: (vendor: VendorView | null) => void;
};

const QuickOrderContext = createContext<QuickOrderContextValue | null>(null);

export function QuickOrderProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [vendor, setVendor] = useState<VendorView | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClear = useCallback(() => {
    if (clearTimer.current !== null) clearTimeout(clearTimer.current);
    clearTimer.current = null;
  }, []);

  useEffect(() => cancelClear, [cancelClear]);

  const open = useCallback(
    (next?: VendorView) => {
      // reopening inside the 300 ms must not lose the vendor just given
      cancelClear();
      if (next) setVendor(next);
      setIsOpen(true);
    },
    [cancelClear],
  );

  const close = useCallback(() => {
    cancelClear();
    setIsOpen(false);
    clearTimer.current = setTimeout(() => {
      clearTimer.current = null;
      setVendor(null);
    }, VENDOR_CLEAR_DELAY_MS);
  }, [cancelClear]);

  const chooseVendor = useCallback((next: VendorView | null) => setVendor(next), []);

  const value = useMemo(
    () => ({ isOpen, vendor, open, close, chooseVendor }),
    [isOpen, vendor, open, close, chooseVendor],
  );
  return <QuickOrderContext.Provider value={value}>{children}</QuickOrderContext.Provider>;
}

/** customer spec 8: using the quick-order state outside its provider is a developer error. */
export function useQuickOrder(): QuickOrderContextValue {
  const context = useContext(QuickOrderContext);
  if (!context) throw new Error('useQuickOrder must be used inside <QuickOrderProvider>');
  return context;
}
