import { ExternalLink, LogOut, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useLogout } from '../auth/use-logout';
import { AnalyticsTab } from './analytics-tab';
import { useAdminAnalytics } from './api';
import { EventDialog } from './event-dialog';
import { EventsTab } from './events-tab';
import { OverviewTab, type QuickAction } from './overview-tab';
import { SettingsTab } from './settings-tab';
import { StatCards } from './stat-cards';
import { UsersTab } from './users-tab';
import { VendorsTab } from './vendors-tab';

export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'vendors', label: 'Vendors' },
  { value: 'users', label: 'Users' },
  { value: 'events', label: 'Events' },
  { value: 'talent-crew', label: 'Talent & Crew' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'settings', label: 'Settings' },
] as const;
type TabValue = (typeof ADMIN_TABS)[number]['value'];

const TAB_TRIGGER =
  'inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** accounts spec 2.10, Talent & Crew: what it is and the way to its screen (2.12). */
function TalentCrewTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Talent & Crew</CardTitle>
        <CardDescription>
          Meal programs feed the artists, crew and production staff of an event: each program has an
          allowance, a ticket limit per person and dates, and crew members receive meal tickets they
          redeem at the vendors.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/admin/talent-crew">
            <ExternalLink aria-hidden /> Open Talent & Crew
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** accounts spec 2.10: the admin dashboard. */
export function AdminDashboardPage() {
  const analytics = useAdminAnalytics();
  const logout = useLogout();
  const [tab, setTab] = useState<TabValue>('overview');
  const [isCreatingEvent, setCreatingEvent] = useState(false);
  const pending = analytics.data?.pendingVendorApplications ?? 0;
  const onQuickAction = (action: QuickAction) => {
    if (action === 'create-event') setCreatingEvent(true);
    else setTab(action);
  };
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="text-muted-foreground">Vendors, users, events and platform settings.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setCreatingEvent(true)}>
            <Plus aria-hidden /> Create Event
          </Button>
          <Button variant="ghost" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden /> {logout.isPending ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </header>
      <StatCards
        data={analytics.data}
        isError={analytics.isError}
        onRetry={() => void analytics.refetch()}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as TabValue)}
        className="grid min-w-0 gap-4"
      >
        <Tabs.List
          aria-label="Admin sections"
          className="flex max-w-full gap-1 overflow-x-auto rounded-xl bg-muted p-1 lg:w-fit"
        >
          {ADMIN_TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} className={TAB_TRIGGER}>
              {item.label}
              {item.value === 'vendors' && pending > 0 ? (
                <Badge variant="accent" aria-label={`${pending} pending`}>
                  {pending}
                </Badge>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab onAction={onQuickAction} />
        </Tabs.Content>
        <Tabs.Content value="vendors">
          <VendorsTab />
        </Tabs.Content>
        <Tabs.Content value="users">
          <UsersTab />
        </Tabs.Content>
        <Tabs.Content value="events">
          <EventsTab onCreate={() => setCreatingEvent(true)} />
        </Tabs.Content>
        <Tabs.Content value="talent-crew">
          <TalentCrewTab />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab />
        </Tabs.Content>
      </Tabs.Root>
      {isCreatingEvent ? <EventDialog onClose={() => setCreatingEvent(false)} /> : null}
    </div>
  );
}
