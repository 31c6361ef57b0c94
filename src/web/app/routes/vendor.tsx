import { Route, Switch } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import { SharedAccountRoutes } from './account';
import { FullScreenPage, Page } from './page';
import { KitchenPage, VendorDashboardPage } from './screens';
import { ORDER_BOARD_ID } from '../../features/vendor-dashboard/keys';

const SKIP_TO_BOARD = { id: ORDER_BOARD_ID, label: 'Skip to order board' };

export function VendorRoutes({ user }: { user: PublicUser }) {
  return (
    <Switch>
      {SharedAccountRoutes({ user })}
      {/* Full screen on the counter tablet, no header or navigation */}
      <Route path="/vendor/kitchen">
        <FullScreenPage title="Kitchen">
          <KitchenPage />
        </FullScreenPage>
      </Route>
      <Route>
        <Page user={user} title="Vendor Dashboard" skipTo={SKIP_TO_BOARD}>
          <VendorDashboardPage />
        </Page>
      </Route>
    </Switch>
  );
}
