import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { PublicUser } from '../contract/auth';
import { AppShell } from './components/layout/app-shell';
import { useAuth } from './features/auth/use-auth';
import { LandingPage } from './features/auth/landing-page';
import { SignupPage } from './features/auth/signup-page';
import { EditProfilePage } from './features/profile/edit-profile-page';
import { ProfilePage } from './features/profile/profile-page';
import { LoadingScreen } from './features/shell/splash-screen';
import { ComingSoonPage, NotFoundPage } from './features/shell/status-pages';
import { HomePage } from './features/home/home-page';
import { SearchPage } from './features/search/search-page';
import { VendorPage } from './features/vendors/vendor-page';

// Screens most visitors never open are split into their own bundles.
const PresentationPage = lazy(() =>
  import('./features/presentation/presentation-page').then((module) => ({
    default: module.PresentationPage,
  })),
);
const VendorDashboardPage = lazy(() =>
  import('./features/vendor-dashboard/vendor-dashboard-page').then((module) => ({
    default: module.VendorDashboardPage,
  })),
);
// Checkout (card form, QR codes) and orders load when first opened, after the menus people browse.
const CheckoutPage = lazy(() =>
  import('./features/checkout/checkout-page').then((module) => ({ default: module.CheckoutPage })),
);
const DemoCheckoutPage = lazy(() =>
  import('./features/checkout/demo-checkout-page').then((module) => ({
    default: module.DemoCheckoutPage,
  })),
);
const OrdersPage = lazy(() =>
  import('./features/orders/orders-page').then((module) => ({ default: module.OrdersPage })),
);
const GuidePage = lazy(() =>
  import('./features/guide/guide-page').then((module) => ({ default: module.GuidePage })),
);

function Page({ user, children }: { user: PublicUser | null; children: ReactNode }) {
  return <AppShell user={user}>{children}</AppShell>;
}

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    // newer browsers return a promise from scrollTo; an effect must not return it
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** accounts spec 2.1: the role-based route table. */
export function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ScrollToTop />
      <Switch>
        <Route path="/presentation">
          <PresentationPage />
        </Route>
        {user === null ? <SignedOutRoutes /> : null}
        {user?.role === 'admin' ? <AdminRoutes user={user} /> : null}
        {user?.role === 'vendor' ? <VendorRoutes user={user} /> : null}
        {user?.role === 'user' ? <CustomerRoutes user={user} /> : null}
      </Switch>
    </Suspense>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/signup">
        <Page user={null}>
          <SignupPage />
        </Page>
      </Route>
      {/* customer spec 5: checkout itself tells a signed-out visitor 'Authentication Required'
          and sends them on (/auth or /), which for them is the sign-in screen */}
      <Route path="/checkout">
        <Page user={null}>
          <CheckoutPage />
        </Page>
      </Route>
      <Route path="/demo-checkout">
        <Page user={null}>
          <DemoCheckoutPage />
        </Page>
      </Route>
      <Route>
        <Page user={null}>
          <LandingPage />
        </Page>
      </Route>
    </Switch>
  );
}

function SharedAccountRoutes({ user }: { user: PublicUser }) {
  return [
    <Route key="profile" path="/profile">
      <Page user={user}>
        <ProfilePage />
      </Page>
    </Route>,
    <Route key="profile-edit" path="/profile/edit">
      <Page user={user}>
        <EditProfilePage />
      </Page>
    </Route>,
    <Route key="guide" path="/guide">
      <Page user={user}>
        <GuidePage />
      </Page>
    </Route>,
  ];
}

function AdminRoutes({ user }: { user: PublicUser }) {
  return (
    <Switch>
      {SharedAccountRoutes({ user })}
      <Route path="/admin/talent-crew">
        <Page user={user}>
          <ComingSoonPage
            title="Talent & Crew"
            description="Meal programs, crew members and meal tickets for onsite talent and crew."
          />
        </Page>
      </Route>
      <Route>
        <Page user={user}>
          <ComingSoonPage
            title="Admin Dashboard"
            description="Vendor approvals, users, events, venues, analytics and platform settings."
          />
        </Page>
      </Route>
    </Switch>
  );
}

function VendorRoutes({ user }: { user: PublicUser }) {
  return (
    <Switch>
      {SharedAccountRoutes({ user })}
      <Route>
        <Page user={user}>
          <VendorDashboardPage />
        </Page>
      </Route>
    </Switch>
  );
}

const CUSTOMER_SCREENS: { path: string; title: string; description: string }[] = [
  {
    path: '/artist-partnerships',
    title: 'Artist Partnerships',
    description: 'Specials endorsed by the artists and limited VIP pre-orders.',
  },
];

function CustomerRoutes({ user }: { user: PublicUser }) {
  return (
    <Switch>
      {SharedAccountRoutes({ user })}
      <Route path="/">
        <Page user={user}>
          <HomePage />
        </Page>
      </Route>
      <Route path="/search">
        <Page user={user}>
          <SearchPage />
        </Page>
      </Route>
      <Route path="/vendor/:id">
        <Page user={user}>
          <VendorPage />
        </Page>
      </Route>
      <Route path="/checkout">
        <Page user={user}>
          <CheckoutPage />
        </Page>
      </Route>
      <Route path="/demo-checkout">
        <Page user={user}>
          <DemoCheckoutPage />
        </Page>
      </Route>
      <Route path="/orders">
        <Page user={user}>
          <OrdersPage />
        </Page>
      </Route>
      {CUSTOMER_SCREENS.map((screen) => (
        <Route key={screen.path} path={screen.path}>
          <Page user={user}>
            <ComingSoonPage title={screen.title} description={screen.description} />
          </Page>
        </Route>
      ))}
      <Route>
        <Page user={user}>
          <NotFoundPage />
        </Page>
      </Route>
    </Switch>
  );
}
