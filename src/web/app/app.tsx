import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/api';
import { AppRoutes } from './routes/app-routes';
import { CartProvider } from '../features/cart/cart-provider';
import { RealtimeProvider } from './realtime/realtime-provider';
import { QuickOrderProvider } from '../features/quick-order/quick-order-provider';
import { QuickOrderSheet } from '../features/quick-order/quick-order-sheet';
import { SplashGate } from './shell/splash-screen';
import { OfflineRuntime } from './connection/offline-runtime';
import { OrderReplayNotices } from '../features/checkout/order-replay';

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
            {/* customer spec 2: the quick-order sheet overlays any page */}
            <QuickOrderSheet />
            {/* issue 13: an order queued offline and placed later asks to be paid for */}
            <OrderReplayNotices />
            <Toaster />
          </QuickOrderProvider>
        </CartProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
