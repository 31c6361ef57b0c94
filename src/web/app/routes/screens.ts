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
