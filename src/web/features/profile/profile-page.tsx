import { Link, useLocation } from 'wouter';
import {
  Bell,
  CalendarDays,
  ChevronRight,
  CreditCard,
  Heart,
  LifeBuoy,
  LogOut,
  MapPin,
  Pencil,
  ShieldCheck,
  ShoppingBag,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ProfileStats, Role } from '../../../contract/auth';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { ROLE_LABELS } from '../../lib/roles';
import { errorMessage } from '../../lib/api';
import { useLogout } from '../auth/use-logout';
import { PushNotificationsSetting } from '../push/push-settings';
import { MyMealTickets } from './meal-tickets';
import { usePreferences } from './preferences';
import { useProfile } from './use-profile';
import { dateFormatter } from '../../lib/format';

function initials(first: string, last: string) {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

const memberSince = (iso: string) =>
  dateFormatter(undefined, { month: 'long', year: 'numeric' }).format(new Date(iso));

type MenuRow = { icon: LucideIcon; label: string; hint: string; onSelect: () => void };

/**
 * accounts spec 2.4's rows, by role: orders, addresses and payment methods are a customer's; a
 * vendor gets the dashboard and its settings, an admin the back office (accounts spec 2.1 routes).
 */
function roleRows(
  role: Role,
  user: { address: string | null },
  navigate: (path: string) => void,
): MenuRow[] {
  if (role === 'vendor') {
    return [
      {
        icon: Store,
        label: 'Vendor Dashboard',
        hint: 'Orders, menu, analytics, settings',
        onSelect: () => navigate('/vendor/dashboard'),
      },
    ];
  }
  if (role === 'admin') {
    return [
      {
        icon: ShieldCheck,
        label: 'Admin Dashboard',
        hint: 'Users, vendors, events',
        onSelect: () => navigate('/admin'),
      },
      {
        icon: Users,
        label: 'Talent & Crew',
        hint: 'Crew meals',
        onSelect: () => navigate('/admin/talent-crew'),
      },
    ];
  }
  return [
    {
      icon: ShoppingBag,
      label: 'Your Orders',
      hint: 'Track and reorder',
      onSelect: () => navigate('/orders'),
    },
    {
      icon: MapPin,
      label: 'Delivery Addresses',
      hint: user.address ?? 'Add an address',
      onSelect: () => navigate('/profile/edit#address'),
    },
    {
      icon: CreditCard,
      label: 'Payment Methods',
      hint: 'Demo cards only',
      onSelect: () =>
        toast({
          title: 'Payment Methods',
          description:
            'CurtainCall runs demo payments: you enter a test card at checkout and nothing is stored or charged.',
        }),
    },
  ];
}

export function ProfilePage() {
  const profile = useProfile();
  const logout = useLogout();
  const [preferences, setPreferences] = usePreferences();
  const [, navigate] = useLocation();

  if (profile.isLoading) return <ProfileSkeleton />;
  if (profile.isError || !profile.data) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle>We couldn't load your profile</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              {errorMessage(profile.error, 'Please try again.')}
            </p>
            <Button onClick={() => void profile.refetch()}>Try Again</Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  const user = profile.data;
  const isCustomer = user.role === 'user';
  const rows: MenuRow[] = [
    ...roleRows(user.role, user, navigate),
    {
      icon: Bell,
      label: 'Notifications',
      hint: preferences.pushNotifications ? 'On' : 'Off',
      onSelect: () =>
        document.getElementById('profile-settings')?.scrollIntoView({ behavior: 'smooth' }),
    },
    {
      icon: LifeBuoy,
      label: 'Help & Support',
      hint: 'User guide',
      onSelect: () => navigate('/guide'),
    },
  ];

  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-4 px-4 py-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
          <div
            aria-hidden
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
          >
            {initials(user.firstName, user.lastName)}
          </div>
          <div className="grid min-w-0 flex-1 gap-1">
            <h1 className="flex flex-wrap items-center justify-center gap-2 text-2xl font-bold sm:justify-start">
              {user.firstName} {user.lastName}
              <Badge variant="secondary">{ROLE_LABELS[user.role]}</Badge>
            </h1>
            <p className="truncate text-muted-foreground">{user.email}</p>
            <p className="text-sm text-muted-foreground">{user.phone}</p>
            <p className="text-sm text-muted-foreground">
              Member since {memberSince(user.createdAt)}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link href="/profile/edit">
              <Pencil />
              Edit
            </Link>
          </Button>
        </CardContent>
      </Card>

      <MyMealTickets />

      {isCustomer ? <CustomerActivity stats={user.stats} /> : null}

      <Card id="profile-settings">
        <CardHeader>
          <CardTitle className="text-base">Settings</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {/* only a customer's orders are pushed; for other roles the switch is the toasts' alone */}
          {isCustomer ? (
            <PushNotificationsSetting
              checked={preferences.pushNotifications}
              onCheckedChange={(checked) => setPreferences({ pushNotifications: checked })}
            />
          ) : (
            <SettingRow
              id="setting-push"
              label="Push Notifications"
              description="Pop-ups when your order is ready or changes"
              checked={preferences.pushNotifications}
              onChange={(checked) => setPreferences({ pushNotifications: checked })}
            />
          )}
          {isCustomer ? (
            <SettingRow
              id="setting-location"
              label="Location Services"
              description="Sort vendors by distance from you"
              checked={preferences.locationServices}
              onChange={(checked) => setPreferences({ locationServices: checked })}
            />
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <ul className="divide-y divide-border">
          {rows.map(({ icon: Icon, label, hint, onSelect }) => (
            <li key={label}>
              <button
                type="button"
                onClick={onSelect}
                className="flex w-full items-center gap-3 px-5 py-4 text-left hover:bg-muted"
              >
                <Icon className="size-5 text-muted-foreground" aria-hidden />
                <span className="flex-1 font-medium">{label}</span>
                <span className="max-w-[40%] truncate text-sm text-muted-foreground">{hint}</span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      </Card>

      <Button
        variant="destructive"
        size="lg"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut />
        {logout.isPending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </div>
  );
}

/** The customer's orders, favourites and events (accounts spec 2.4); other roles order nothing. */
function CustomerActivity({ stats }: { stats: ProfileStats }) {
  return (
    <>
      <section aria-label="Your stats" className="grid grid-cols-3 gap-3">
        <StatTile icon={ShoppingBag} label="Orders" value={stats.ordersPlaced} />
        <StatTile
          icon={Heart}
          label="Favorites"
          value={stats.favorites}
          hint="vendors you ordered from again"
        />
        <StatTile icon={CalendarDays} label="Events" value={stats.eventsAttended} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Recent Events</CardTitle>
        </CardHeader>
        <CardContent>
          {stats.recentEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No events yet. Events you order food at will show up here.
            </p>
          ) : (
            <ul className="grid gap-2">
              {stats.recentEvents.map((event) => (
                <li
                  key={event.id}
                  className="flex items-center justify-between gap-3 rounded-xl bg-muted px-3 py-2"
                >
                  <span className="min-w-0 font-medium">{event.name}</span>
                  {/* a date reads whole: the name wraps instead */}
                  <span className="shrink-0 whitespace-nowrap text-sm text-muted-foreground">
                    {new Date(event.eventDate).toLocaleDateString()}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function StatTile({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  hint?: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-1 p-4 text-center" title={hint}>
      <Icon className="size-5 text-accent" aria-hidden />
      <span className="text-2xl font-bold" data-testid={`stat-${label.toLowerCase()}`}>
        {value}
      </span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </Card>
  );
}

function SettingRow(props: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={props.id} className="font-medium">
          {props.label}
        </label>
        <p className="text-sm text-muted-foreground">{props.description}</p>
      </div>
      <Switch id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-4 px-4 py-6" aria-busy="true">
      <Skeleton className="h-36" />
      <div className="grid grid-cols-3 gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-32" />
      <Skeleton className="h-40" />
    </div>
  );
}
