import { useEffect } from 'react';
import { Route, Switch } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import {
  ORDERS_PAGE_PATH,
  RECEIPT_PAGE_PATH,
  VENDOR_PAGE_PATH,
} from '../../../contract/page-paths';
import { HomePage } from '../../features/home/home-page';
import { NotFoundPage } from '../shell/status-pages';
import { SharedAccountRoutes } from './account';
import { FullScreenPage, Page } from './page';
import {
  CheckoutPage,
  DemoCheckoutPage,
  OrdersPage,
  PartnershipsPage,
  ReceiptPage,
  SearchPage,
  VendorPage,
} from './screens';

/**
 * The screens a customer browses from any page, asked for once that page has painted: they then
 * open with no signal, also before the service worker has installed.
 */
function BrowsingScreensPreload() {
  useEffect(() => {
    SearchPage.preload();
    VendorPage.preload();
  }, []);
  return null;
}

export function CustomerRoutes({ user }: { user: PublicUser }) {
  return (
    <>
      <BrowsingScreensPreload />
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
        <Route path={VENDOR_PAGE_PATH}>
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
        <Route path={RECEIPT_PAGE_PATH}>
          <Page user={user} title="Receipt">
            <ReceiptPage />
          </Page>
        </Route>
        <Route path={ORDERS_PAGE_PATH}>
          {({ view }: { view?: string }) =>
            view === 'hatch' ? (
              <FullScreenPage title="Show at the hatch">
                <OrdersPage />
              </FullScreenPage>
            ) : (
              <Page user={user} title="Your Orders">
                <OrdersPage />
              </Page>
            )
          }
        </Route>
        <Route path="/artist-partnerships">
          <Page user={user} title="Artist Partnerships">
            <PartnershipsPage />
          </Page>
        </Route>
        <Route>
          <Page user={user} title="Page Not Found">
            <NotFoundPage />
          </Page>
        </Route>
      </Switch>
    </>
  );
}
