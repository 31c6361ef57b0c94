import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredPart, lazyWithRetry } from '../components/lazy-part';
import { queryClient } from '../lib/api';
import { AppRoutes } from './routes/app-routes';
import { CartProvider } from '../features/cart/cart-provider';
import { RealtimeProvider } from './realtime/realtime-provider';
import { QuickOrderProvider } from '../features/quick-order/quick-order-provider';
import { SplashGate } from './shell/splash-screen';
import { OfflineRuntime } from './connection/offline-runtime';
import { OrderReplayNotices } from '../features/checkout/order-replay-notices';

// The quick-order sheet and the toasts overlay the pages and load beside the first screen, not
// before it; the service worker precaches them, so they work offline once it is installed.
const QuickOrderSheet = lazyWithRetry(() =>
  import('../features/quick-order/quick-order-sheet').then((module) => module.QuickOrderSheet),
);

// A toast raised before its code arrives waits in the toast store and shows once it has.
const Toaster = lazyWithRetry(() =>
  import('../components/ui/toaster').then((module) => module.Toaster),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineRuntime />
      <RealtimeProvider>
        <CartProvider>
          <QuickOrderProvider>
            <SplashGate>
              <AppRoutes />
            </SplashGate>
            <DeferredPart>
              {/* customer spec 2: the quick-order sheet overlays any page */}
              <QuickOrderSheet />
            </DeferredPart>
            {/* an order queued offline and placed later empties its cart */}
            <OrderReplayNotices />
            <DeferredPart>
              <Toaster />
            </DeferredPart>
          </QuickOrderProvider>
        </CartProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
