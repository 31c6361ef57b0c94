import { Route, Switch } from 'wouter';
import { Page } from './page';
import { CheckoutPage, DemoCheckoutPage, LandingPage, SignupPage } from './screens';

export function SignedOutRoutes() {
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
