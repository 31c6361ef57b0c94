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
// issue 16: the kitchen screen, which only a vendor's counter tablet opens.
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
export const OrdersPage = lazyScreen(() =>
  import('../../features/orders/orders-page').then((module) => module.OrdersPage),
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

// The profile screens load on first visit, so the home page (what a phone opens at the venue)
// downloads less (issue 14: home initial JS). Search and the vendor pages stay in the main bundle:
// they are what people browse, also with no signal and before the service worker has the rest.
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
 * issue 14: the screens a link opens straight into (the ready notification opens the orders),
 * whose code is asked for while the app starts, beside who is signed in, rather than after the
 * first render found the route. Only screens of their own bundle that a signed-in customer opens.
 */
const SCREENS_OPENED_DIRECTLY: ReadonlyArray<readonly [RegExp, LazyPart<object>]> = [
  [/^\/orders(?:\/\d+\/pass)?\/?$/, OrdersPage],
  [/^\/artist-partnerships\/?$/, PartnershipsPage],
];

export function preloadScreenFor(pathname: string): void {
  SCREENS_OPENED_DIRECTLY.find(([path]) => path.test(pathname))?.[1].preload();
}
