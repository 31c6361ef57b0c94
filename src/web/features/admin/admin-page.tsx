import { ExternalLink, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { SectionTabs } from '../../components/section-tabs';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LogoutButton } from '../auth/logout-button';
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

/** A tab's label; the Vendors tab counts the applications waiting for a decision. */
function tabLabel({ value, label }: (typeof ADMIN_TABS)[number], pending: number) {
  return value === 'vendors' && pending > 0 ? (
    <>
      {label}
      <Badge variant="accent" aria-label={`${pending} pending`}>
        {pending}
      </Badge>
    </>
  ) : (
    label
  );
}

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
  const [tab, setTab] = useState<TabValue>('overview');
  const [isCreatingEvent, setCreatingEvent] = useState(false);
  const pending = analytics.data?.pendingVendorApplications ?? 0;
  const onQuickAction = (action: QuickAction) => {
    if (action === 'create-event') setCreatingEvent(true);
    else setTab(action);
  };
  const content: Record<TabValue, ReactNode> = {
    overview: <OverviewTab onAction={onQuickAction} />,
    vendors: <VendorsTab />,
    users: <UsersTab />,
    events: <EventsTab onCreate={() => setCreatingEvent(true)} />,
    'talent-crew': <TalentCrewTab />,
    analytics: <AnalyticsTab />,
    settings: <SettingsTab />,
  };
  const sections = ADMIN_TABS.map((item) => ({
    value: item.value,
    label: tabLabel(item, pending),
    content: content[item.value],
  }));
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6">
      <PageHeader
        title="Admin Dashboard"
        about={
          <p className="text-muted-foreground">Vendors, users, events and platform settings.</p>
        }
        actions={
          <>
            <Button onClick={() => setCreatingEvent(true)}>
              <Plus aria-hidden /> Create Event
            </Button>
            <LogoutButton />
          </>
        }
      />
      <StatCards
        data={analytics.data}
        isError={analytics.isError}
        onRetry={() => void analytics.refetch()}
      />
      <SectionTabs
        label="Admin sections"
        sections={sections}
        value={tab}
        onValueChange={setTab}
        listClassName="flex max-w-full gap-1 overflow-x-auto rounded-xl bg-muted p-1 lg:w-fit"
        triggerClassName={TAB_TRIGGER}
      />
      {isCreatingEvent ? <EventDialog onClose={() => setCreatingEvent(false)} /> : null}
    </div>
  );
}
