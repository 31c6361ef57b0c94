import { Route, Switch } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import { SharedAccountRoutes } from './account';
import { Page } from './page';
import { VendorDashboardPage } from './screens';

export function VendorRoutes({ user }: { user: PublicUser }) {
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
