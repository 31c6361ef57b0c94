import {
  ORDERS_PAGE_PATH,
  RECEIPT_PAGE_PATH,
  VENDOR_PAGE_PATH,
} from '../../../contract/page-paths';
import type { LazyPart } from '../../components/lazy-part';
import { lazyScreen } from '../shell/screen-error-boundary';

// Screens most visitors never open are split into their own bundles.
export const PresentationPage = lazyScreen(() =>
  import('../../features/presentation/presentation-page').then((module) => module.PresentationPage),
);
export const VendorDashboardPage = lazyScreen(() =>
  import('../../features/vendor-dashboard/vendor-dashboard-page').then(
    (module) => module.VendorDashboardPage,
  ),
);
// The kitchen screen, which only a vendor's counter tablet opens.
export const KitchenPage = lazyScreen(() =>
  import('../../features/kitchen/kitchen-page').then((module) => module.KitchenPage),
);
// Checkout (card form, QR codes) and orders load when first opened, after the menus people browse.
export const CheckoutPage = lazyScreen(() =>
  import('../../features/checkout/checkout-page').then((module) => module.CheckoutPage),
);
export const DemoCheckoutPage = lazyScreen(() =>
  import('../../features/checkout/demo-checkout-page').then((module) => module.DemoCheckoutPage),
);
// The orders, and at /orders/{id}/hatch an order's hatch screen: the ready notification opens
// it, and a phone with no signal has it wherever it has the orders.
export const OrdersPage = lazyScreen(() =>
  import('../../features/orders/orders-page').then((module) => module.OrdersPage),
);
// A paid order's receipt, opened from its order.
export const ReceiptPage = lazyScreen(() =>
  import('../../features/orders/receipt-page').then((module) => module.ReceiptPage),
);
// The admin back office (accounts spec 2.10, 2.11) only admins download.
export const AdminDashboardPage = lazyScreen(() =>
  import('../../features/admin/admin-page').then((module) => module.AdminDashboardPage),
);
// Talent & crew meal programs (accounts spec 2.12), an admin screen of its own.
export const TalentCrewPage = lazyScreen(() =>
  import('../../features/talent-crew/talent-crew-page').then((module) => module.TalentCrewPage),
);
export const GuidePage = lazyScreen(() =>
  import('../../features/guide/guide-page').then((module) => module.GuidePage),
);
export const PartnershipsPage = lazyScreen(() =>
  import('../../features/partnerships/partnerships-page').then((module) => module.PartnershipsPage),
);

// The screens people browse from the home page, a vendor's menu and the search, load once the first
// screen has painted (BrowsingScreensPreload), so they open with no signal before the service
// worker has the rest; the home page itself downloads less.
export const SearchPage = lazyScreen(() =>
  import('../../features/search/search-page').then((module) => module.SearchPage),
);
export const VendorPage = lazyScreen(() =>
  import('../../features/vendor-detail/vendor-page').then((module) => module.VendorPage),
);

// The profile screens load on first visit, so the home page downloads less.
export const ProfilePage = lazyScreen(() =>
  import('../../features/profile/profile-page').then((module) => module.ProfilePage),
);
export const EditProfilePage = lazyScreen(() =>
  import('../../features/profile/edit-profile-page').then((module) => module.EditProfilePage),
);
// Signing in and up: a signed-in phone never needs their forms.
export const LandingPage = lazyScreen(() =>
  import('../../features/auth/landing-page').then((module) => module.LandingPage),
);
export const SignupPage = lazyScreen(() =>
  import('../../features/auth/signup-page').then((module) => module.SignupPage),
);

/**
 * The screens a link opens straight into (the ready notification opens the orders' hatch
 * screen), whose code is asked for while the app starts, beside who is signed in, rather than
 * after the first render found the route. Only screens of their own bundle that a signed-in
 * customer opens.
 */
const SCREENS_OPENED_DIRECTLY: ReadonlyArray<readonly [RegExp, LazyPart<object>]> = [
  [ORDERS_PAGE_PATH, OrdersPage],
  [RECEIPT_PAGE_PATH, ReceiptPage],
  [/^\/artist-partnerships\/?$/, PartnershipsPage],
  [/^\/search\/?$/, SearchPage],
  [VENDOR_PAGE_PATH, VendorPage],
];

export function preloadScreenFor(pathname: string): void {
  SCREENS_OPENED_DIRECTLY.find(([path]) => path.test(pathname))?.[1].preload();
}
