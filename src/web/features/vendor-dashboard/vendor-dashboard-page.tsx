import { ChefHat, Clock, Plus, RefreshCw, Settings, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../contract/menu-rules';
import { formatMoney } from '../../../contract/money';
import type { OrderView } from '../../../contract/orders';
import {
  ANALYTICS_DEFINITIONS,
  type VendorAnalytics,
  type VendorProfileView,
} from '../../../contract/vendor';
import { PageHeader } from '../../components/page-header';
import { SectionTabs } from '../../components/section-tabs';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { LogoutButton } from '../auth/logout-button';
import { useKeepPassKeys } from '../pickup-pass/api';
import { AnalyticsTab, formatPrepMinutes } from './analytics-tab';
import { BoardStaleNotice } from './board-stale-notice';
import {
  useAnalyticsFollowOrders,
  useVendorAnalytics,
  useVendorOrders,
  useVendorProfile,
} from './api';
import { DropsTab } from './drops-tab';
import { LowStockNotice } from './low-stock-notice';
import { MenuItemDialog } from './menu-item-dialog';
import { MenuTab } from './menu-tab';
import { PickupSlotsDialog } from './pickup-slots-dialog';
import { RedeemMealTicketDialog } from './redeem-meal-ticket-dialog';
import { SettingsDialog } from './settings-dialog';
import { useNewOrderAlert } from './use-new-order-alert';
import { VendorOrderBoard } from './vendor-board';
import { VendorOrderTrackingModal } from './order-vendor-panel';

export const PENDING_APPROVAL_MESSAGE =
  'Awaiting approval — your business is not listed to customers yet. Approval usually takes 24 to 48 hours. You can build your menu and settings now.';
export const REJECTED_MESSAGE =
  'Your application was not approved, so your business is not listed to customers. Contact support to ask why or to apply again.';

const APPROVAL_BADGE = {
  approved: { label: 'Approved', variant: 'success' },
  pending: { label: 'Pending approval', variant: 'accent' },
  rejected: { label: 'Not approved', variant: 'destructive' },
} as const;

function ApprovalBanner({ status }: { status: VendorProfileView['approvalStatus'] }) {
  if (status === 'approved') return null;
  return (
    <p
      role="status"
      className={
        status === 'pending'
          ? 'rounded-2xl border border-accent bg-accent/15 p-4 text-sm font-medium'
          : 'rounded-2xl border border-destructive bg-destructive/10 p-4 text-sm font-medium'
      }
    >
      {status === 'pending' ? PENDING_APPROVAL_MESSAGE : REJECTED_MESSAGE}
    </p>
  );
}

/** accounts spec 2.9: the four tiles, from the analytics call. */
function StatTiles({ data }: { data: VendorAnalytics | undefined }) {
  const tiles = [
    {
      label: "Today's Orders",
      value: data ? String(data.todayOrders) : undefined,
      definition: ANALYTICS_DEFINITIONS.todayOrders,
    },
    {
      label: "Today's Revenue",
      value: data ? formatMoney(data.todayRevenueCents) : undefined,
      definition: ANALYTICS_DEFINITIONS.todayRevenue,
    },
    {
      label: 'Avg Prep Time',
      value: data ? formatPrepMinutes(data.avgPrepMinutes) : undefined,
      definition: ANALYTICS_DEFINITIONS.avgPrepMinutes,
    },
    {
      label: 'Menu Items',
      value: data ? String(data.menuItemCount) : undefined,
      definition: ANALYTICS_DEFINITIONS.menuItemCount,
    },
  ];
  return (
    <dl aria-label="Today at a glance" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
          <dt className="text-xs font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {tile.value ?? <Skeleton className="h-8 w-16" />}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">{tile.definition}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrdersTab({
  orders,
  prepMinutes,
  lowStockThreshold,
  onOpenMenu,
}: {
  orders: UseQueryResult<OrderView[]>;
  /** The vendor's prep time, which decides urgency (contract/urgency.ts). */
  prepMinutes: number;
  lowStockThreshold: number;
  onOpenMenu: () => void;
}) {
  const [selected, setSelected] = useState<number>();
  if (orders.isPending) return <Skeleton className="h-60" />;
  // a failed refresh keeps the board it has (the stale notice says so); only a first load fails
  if (orders.isError && !orders.data) {
    return (
      <div role="alert" className="grid justify-items-center gap-2 py-8 text-center">
        <p>We couldn't load your orders.</p>
        <Button onClick={() => void orders.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <BoardStaleNotice updatedAt={orders.dataUpdatedAt} />
      <LowStockNotice threshold={lowStockThreshold} onOpenMenu={onOpenMenu} />
      <Button
        variant="outline"
        size="sm"
        className="justify-self-end"
        disabled={orders.isFetching}
        onClick={() => void orders.refetch()}
      >
        <RefreshCw aria-hidden /> {orders.isFetching ? 'Refreshing...' : 'Refresh orders'}
      </Button>
      <VendorOrderBoard orders={orders.data} onSelect={setSelected} prepMinutes={prepMinutes} />
      {selected !== undefined ? (
        <VendorOrderTrackingModal
          orderId={selected}
          prepMinutes={prepMinutes}
          onClose={() => setSelected(undefined)}
        />
      ) : null}
    </div>
  );
}

type DashboardTab = 'orders' | 'menu' | 'analytics' | 'drops';

// two by two on a phone, so no tab name breaks mid-word; one row from the small breakpoint
const TAB_TRIGGER =
  'whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** accounts spec 2.9: the vendor dashboard. */
export function VendorDashboardPage() {
  const profile = useVendorProfile();
  const analytics = useVendorAnalytics();
  // held here, not in the Orders tab: Radix unmounts inactive tabs, and the new-order alert, the
  // visibility refetch and the tiles must keep working while the Menu or Analytics tab is open
  const orders = useVendorOrders();
  // A held order is not the kitchen's yet; it alerts when it is fired, as a new order
  const kitchenOrders = useMemo(() => orders.data?.filter((order) => !order.isHeld), [orders.data]);
  useNewOrderAlert(kitchenOrders);
  useAnalyticsFollowOrders(orders.data);
  // The pass check at hand-over works offline with the keys saved now
  useKeepPassKeys();
  const [dialog, setDialog] = useState<'settings' | 'add' | 'redeem' | 'slots'>();
  const [tab, setTab] = useState<DashboardTab>('orders');
  const approval = profile.data ? APPROVAL_BADGE[profile.data.approvalStatus] : undefined;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6">
      <PageHeader
        title="Vendor Dashboard"
        about={
          <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
            {profile.data?.name ?? <Skeleton className="h-5 w-40" />}
            {approval ? <Badge variant={approval.variant}>{approval.label}</Badge> : null}
            {profile.data && !profile.data.isActive ? (
              <Badge variant="outline">Temporarily closed</Badge>
            ) : null}
          </div>
        }
        actions={
          <>
            {/* The full-screen kitchen board for a counter tablet */}
            <Button asChild variant="outline">
              <Link href="/vendor/kitchen">
                <ChefHat aria-hidden /> Kitchen screen
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setDialog('redeem')}>
              <Ticket aria-hidden /> Redeem meal ticket
            </Button>
            <Button variant="outline" disabled={!profile.data} onClick={() => setDialog('slots')}>
              <Clock aria-hidden /> Pickup slots
            </Button>
            <Button
              variant="outline"
              disabled={!profile.data}
              onClick={() => setDialog('settings')}
            >
              <Settings aria-hidden /> Settings
            </Button>
            <Button onClick={() => setDialog('add')}>
              <Plus aria-hidden /> Add Menu Item
            </Button>
            <LogoutButton />
          </>
        }
      />
      {profile.data ? <ApprovalBanner status={profile.data.approvalStatus} /> : null}
      <StatTiles data={analytics.data} />
      <SectionTabs
        label="Dashboard sections"
        value={tab}
        onValueChange={setTab}
        className="grid gap-4"
        listClassName="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:flex sm:w-fit"
        triggerClassName={TAB_TRIGGER}
        sections={[
          {
            value: 'orders',
            label: 'Orders',
            // until the profile loads nothing counts as urgent; lateness needs no prep time
            content: (
              <OrdersTab
                orders={orders}
                prepMinutes={profile.data?.estimatedPrepTime ?? 0}
                lowStockThreshold={profile.data?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD}
                onOpenMenu={() => setTab('menu')}
              />
            ),
          },
          { value: 'menu', label: 'Menu', content: <MenuTab onAdd={() => setDialog('add')} /> },
          { value: 'analytics', label: 'Analytics', content: <AnalyticsTab /> },
          { value: 'drops', label: 'Artist Drops', content: <DropsTab /> },
        ]}
      />
      {dialog === 'settings' && profile.data ? (
        <SettingsDialog profile={profile.data} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === 'slots' && profile.data ? (
        <PickupSlotsDialog vendorId={profile.data.id} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === 'add' ? <MenuItemDialog onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'redeem' ? <RedeemMealTicketDialog onClose={() => setDialog(undefined)} /> : null}
    </div>
  );
}
