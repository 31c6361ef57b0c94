import { Route, Switch } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import { ComingSoonPage } from '../shell/status-pages';
import { SharedAccountRoutes } from './account';
import { Page } from './page';
import { AdminDashboardPage } from './screens';

export function AdminRoutes({ user }: { user: PublicUser }) {
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
