import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import {
  addItem,
  cartFingerprint,
  cartItemCount,
  cartTotalCents,
  CART_ITEMS_KEY,
  CART_VENDOR_KEY,
  CHECKOUT_ATTEMPT_KEY,
  clearCart,
  parseCheckoutAttempt,
  parseStoredCart,
  removeItem,
  serializeCart,
  setQuantity,
  type CartItemInput,
  type CartLine,
  type CartState,
  type CartVendor,
  type CheckoutAttempt,
} from '../../../contract/cart';

type Action =
  | { type: 'add'; item: CartItemInput; vendor: CartVendor }
  | { type: 'setQuantity'; lineKey: string; quantity: number }
  | { type: 'remove'; lineKey: string }
  | { type: 'replace'; cart: CartState }
  | { type: 'clear' };

function reducer(cart: CartState, action: Action): CartState {
  switch (action.type) {
    case 'add':
      return addItem(cart, action.item, action.vendor);
    case 'setQuantity':
      return setQuantity(cart, action.lineKey, action.quantity);
    case 'remove':
      return removeItem(cart, action.lineKey);
    case 'replace':
      return action.cart;
    case 'clear':
      return clearCart();
  }
}

function loadCart(): CartState {
  try {
    return parseStoredCart(
      localStorage.getItem(CART_ITEMS_KEY),
      localStorage.getItem(CART_VENDOR_KEY),
      (reason) => {
        // customer spec 4: unparseable stored data is discarded and logged, never shown as an error
        console.warn(`CurtainCall: discarded the saved cart (${reason})`);
        localStorage.removeItem(CART_ITEMS_KEY);
        localStorage.removeItem(CART_VENDOR_KEY);
      },
    );
  } catch {
    return clearCart();
  }
}

function saveCart(cart: CartState) {
  try {
    const stored = serializeCart(cart);
    if (stored.items === null || stored.vendor === null) {
      localStorage.removeItem(CART_ITEMS_KEY);
      localStorage.removeItem(CART_VENDOR_KEY);
    } else {
      localStorage.setItem(CART_ITEMS_KEY, stored.items);
      localStorage.setItem(CART_VENDOR_KEY, stored.vendor);
    }
  } catch {
    // storage full or disabled: the cart still works for this visit
  }
}

function loadAttempt(cart: CartState): CheckoutAttempt | null {
  try {
    return parseCheckoutAttempt(localStorage.getItem(CHECKOUT_ATTEMPT_KEY), cart);
  } catch {
    return null;
  }
}

function saveAttempt(attempt: CheckoutAttempt | null) {
  try {
    if (attempt) localStorage.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify(attempt));
    else localStorage.removeItem(CHECKOUT_ATTEMPT_KEY);
  } catch {
    // storage full or disabled: the attempt is kept for this visit only
  }
}

export type CartContextValue = {
  items: CartLine[];
  vendor: CartVendor | null;
  totalCents: number;
  itemCount: number;
  addItem: (item: CartItemInput, vendor: CartVendor) => void;
  /** By the line's key (cartLineKey): one item chosen two ways is two lines. */
  setQuantity: (lineKey: string, quantity: number) => void;
  removeItem: (lineKey: string) => void;
  /** Replaces the whole cart (Reorder). */
  replaceCart: (cart: CartState) => void;
  clear: () => void;
  /** The checkout attempt for this cart; dropped when the cart changes. */
  checkoutAttempt: CheckoutAttempt | null;
  /** Keeps the attempt with the cart (the cart's fingerprint is filled in). */
  saveCheckoutAttempt: (attempt: Omit<CheckoutAttempt, 'cart'> | null) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, dispatch] = useReducer(reducer, undefined, loadCart);
  const [attempt, setAttempt] = useState(() => loadAttempt(cart));
  const fingerprint = cartFingerprint(cart);
  const checkoutAttempt = attempt?.cart === fingerprint ? attempt : null;
  // stored as the change commits, not after the next paint: a page left or reloaded right after
  // a tap on Add (a busy phone paints late) keeps what was added
  useLayoutEffect(() => saveCart(cart), [cart]);
  useLayoutEffect(() => saveAttempt(checkoutAttempt), [checkoutAttempt]);
  const value = useMemo<CartContextValue>(
    () => ({
      items: cart.items,
      vendor: cart.vendor,
      totalCents: cartTotalCents(cart),
      itemCount: cartItemCount(cart),
      addItem: (item, vendor) => dispatch({ type: 'add', item, vendor }),
      setQuantity: (lineKey, quantity) => dispatch({ type: 'setQuantity', lineKey, quantity }),
      removeItem: (lineKey) => dispatch({ type: 'remove', lineKey }),
      replaceCart: (next) => dispatch({ type: 'replace', cart: next }),
      clear: () => dispatch({ type: 'clear' }),
      checkoutAttempt,
      saveCheckoutAttempt: (next) => setAttempt(next ? { ...next, cart: fingerprint } : null),
    }),
    [cart, checkoutAttempt, fingerprint],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** customer spec 8: using the cart outside its provider is a developer error. */
export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used inside <CartProvider>');
  return context;
}
