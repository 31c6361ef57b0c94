import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { DeferredPart, lazyWithRetry } from '../components/lazy-part';
import { queryClient } from '../lib/api';
import { AppRoutes } from './routes/app-routes';
import { CartProvider } from '../features/cart/cart-provider';
import { RealtimeProvider } from './realtime/realtime-provider';
import { QuickOrderProvider } from '../features/quick-order/quick-order-provider';
import { SplashGate } from './shell/splash-screen';
import { OfflineRuntime } from './connection/offline-runtime';
import { OrderReplayNotices } from '../features/checkout/order-replay-notices';

// issue 14: the quick-order sheet overlays the pages and loads beside the first screen, not
// before it; the service worker precaches it, so it opens offline once it is installed.
const QuickOrderSheet = lazyWithRetry(() =>
  import('../features/quick-order/quick-order-sheet').then((module) => module.QuickOrderSheet),
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
            {/* issue 13: an order queued offline and placed later empties its cart */}
            <OrderReplayNotices />
            <Toaster />
          </QuickOrderProvider>
        </CartProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
