import { Route, Switch } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import { SharedAccountRoutes } from './account';
import { Page } from './page';
import { AdminDashboardPage, TalentCrewPage } from './screens';

export function AdminRoutes({ user }: { user: PublicUser }) {
  return (
    <Switch>
      {SharedAccountRoutes({ user })}
      <Route path="/admin/talent-crew">
        <Page user={user} title="Talent & Crew">
          <TalentCrewPage />
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
