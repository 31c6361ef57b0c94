import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { PublicUser } from '../contract/auth';
import { AppShell } from './components/layout/app-shell';
import { useAuth } from './features/auth/use-auth';
import { LandingPage } from './features/auth/landing-page';
import { SignupPage } from './features/auth/signup-page';
import { EditProfilePage } from './features/profile/edit-profile-page';
import { ProfilePage } from './features/profile/profile-page';
import { lazyScreen, ScreenErrorBoundary } from './features/shell/screen-error-boundary';
import { LoadingScreen } from './features/shell/splash-screen';
import { ComingSoonPage, NotFoundPage } from './features/shell/status-pages';
import { HomePage } from './features/home/home-page';
import { useFocusHeadingOnNavigate } from './lib/page-navigation';
import { SearchPage } from './features/search/search-page';
import { VendorPage } from './features/vendors/vendor-page';

// Screens most visitors never open are split into their own bundles.
const PresentationPage = lazyScreen(() =>
  import('./features/presentation/presentation-page').then((module) => module.PresentationPage),
);
const VendorDashboardPage = lazyScreen(() =>
  import('./features/vendor-dashboard/vendor-dashboard-page').then(
    (module) => module.VendorDashboardPage,
  ),
);
// Checkout (card form, QR codes) and orders load when first opened, after the menus people browse.
const CheckoutPage = lazyScreen(() =>
  import('./features/checkout/checkout-page').then((module) => module.CheckoutPage),
);
const DemoCheckoutPage = lazyScreen(() =>
  import('./features/checkout/demo-checkout-page').then((module) => module.DemoCheckoutPage),
);
const OrdersPage = lazyScreen(() =>
  import('./features/orders/orders-page').then((module) => module.OrdersPage),
);
const AdminDashboardPage = lazyScreen(() =>
  import('./features/admin/admin-page').then((module) => module.AdminDashboardPage),
);
const GuidePage = lazyScreen(() =>
  import('./features/guide/guide-page').then((module) => module.GuidePage),
);

/**
 * A route's page in the shell; `title` names it in the browser tab (WCAG 2.4.2). A screen whose
 * code fails to download shows its error inside the shell, so the header and navigation stay
 * usable.
 */
function Page({
  user,
  title,
  children,
}: {
  user: PublicUser | null;
  title: string;
  children: ReactNode;
}) {
  const [location] = useLocation();
  return (
    <AppShell user={user} title={title}>
      <ScreenErrorBoundary location={location}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </ScreenErrorBoundary>
    </AppShell>
  );
}

/**
 * Every navigation starts at the top (issue 8). Signing in keeps the path ('/' is the sign-in
 * screen, then home), so the signed-in account counts as a navigation too; the browser's own
 * restoration would put a long page back where a previous one was scrolled.
 */
function ScrollToTop({ userId }: { userId: number | undefined }) {
  const [location] = useLocation();
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    // newer browsers return a promise from scrollTo; an effect must not return it
    window.scrollTo(0, 0);
  }, [location, userId]);
  return null;
}

function FocusHeadingOnNavigate() {
  useFocusHeadingOnNavigate();
  return null;
}

/** accounts spec 2.1: the role-based route table. */
export function AppRoutes() {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  if (isLoading) return <LoadingScreen />;
  return (
    <>
      <ScrollToTop userId={user?.id} />
      <FocusHeadingOnNavigate />
      <ScreenErrorBoundary location={location}>
        <Suspense fallback={<LoadingScreen />}>
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
      </ScreenErrorBoundary>
    </>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/signup">
        <Page user={null} title="Sign up">
          <SignupPage />
        </Page>
      </Route>
      {/* customer spec 5: checkout itself tells a signed-out visitor 'Authentication Required'
          and sends them on (/auth or /), which for them is the sign-in screen */}
      <Route path="/checkout">
        <Page user={null} title="Checkout">
          <CheckoutPage />
        </Page>
      </Route>
      <Route path="/demo-checkout">
        <Page user={null} title="Demo Checkout">
          <DemoCheckoutPage />
        </Page>
      </Route>
      <Route>
        <Page user={null} title="Sign in">
          <LandingPage />
        </Page>
      </Route>
    </Switch>
  );
}

function SharedAccountRoutes({ user }: { user: PublicUser }) {
  return [
    <Route key="profile" path="/profile">
      <Page user={user} title="Profile">
        <ProfilePage />
      </Page>
    </Route>,
    <Route key="profile-edit" path="/profile/edit">
      <Page user={user} title="Edit Profile">
        <EditProfilePage />
      </Page>
    </Route>,
    <Route key="guide" path="/guide">
      <Page user={user} title="User Guide">
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
        <Page user={user} title="Talent & Crew">
          <ComingSoonPage
            title="Talent & Crew"
            description="Meal programs, crew members and meal tickets for onsite talent and crew."
          />
        </Page>
      </Route>
      <Route>
        <Page user={user} title="Admin Dashboard">
          <AdminDashboardPage />
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
        <Page user={user} title="Vendor Dashboard">
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
        <Page user={user} title="Home">
          <HomePage />
        </Page>
      </Route>
      <Route path="/search">
        <Page user={user} title="Find Food">
          <SearchPage />
        </Page>
      </Route>
      {/* accounts spec 2.1: only /vendor/{number} is a vendor; /vendor/dashboard is Not Found */}
      <Route path={/^\/vendor\/(?<id>\d+)\/?$/}>
        <Page user={user} title="Vendor">
          <VendorPage />
        </Page>
      </Route>
      <Route path="/checkout">
        <Page user={user} title="Checkout">
          <CheckoutPage />
        </Page>
      </Route>
      <Route path="/demo-checkout">
        <Page user={user} title="Demo Checkout">
          <DemoCheckoutPage />
        </Page>
      </Route>
      <Route path="/orders">
        <Page user={user} title="Your Orders">
          <OrdersPage />
        </Page>
      </Route>
      {CUSTOMER_SCREENS.map((screen) => (
        <Route key={screen.path} path={screen.path}>
          <Page user={user} title={screen.title}>
            <ComingSoonPage title={screen.title} description={screen.description} />
          </Page>
        </Route>
      ))}
      <Route>
        <Page user={user} title="Page Not Found">
          <NotFoundPage />
        </Page>
      </Route>
    </Switch>
  );
}
