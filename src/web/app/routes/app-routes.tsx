import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useAuth } from '../../features/auth/use-auth';
import { useFocusHeadingOnNavigate } from '../../lib/page-navigation';
import { ScreenErrorBoundary } from '../shell/screen-error-boundary';
import { LoadingScreen } from '../shell/splash-screen';
import { AdminRoutes } from './admin';
import { CustomerRoutes } from './customer';
import { PresentationPage } from './screens';
import { SignedOutRoutes } from './signed-out';
import { VendorRoutes } from './vendor';

/**
 * Every navigation starts at the top. Signing in keeps the path ('/' is the sign-in
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
