import {
  ChartColumn,
  ClipboardCheck,
  Plus,
  ShieldCheck,
  ShoppingBag,
  UserPlus,
  Users,
} from 'lucide-react';
import type { ActivityEntry } from '../../../contract/admin';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useAdminActivity } from './api';
import { QueryState } from '../../components/query-state';

const KIND_ICON = { admin: ShieldCheck, signup: UserPlus, order: ShoppingBag } as const;
const KIND_LABEL = { admin: 'Admin action', signup: 'Signup', order: 'Order' } as const;

const RELATIVE = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '5 minutes ago', 'yesterday'; under a minute is 'just now'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  for (const [unit, size] of STEPS) {
    if (elapsed >= size) return RELATIVE.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const Icon = KIND_ICON[entry.kind];
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 rounded-full bg-muted p-1.5">
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="grid gap-0.5">
        <span className="sr-only">{KIND_LABEL[entry.kind]}: </span>
        <span className="text-sm">{entry.message}</span>
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {timeAgo(entry.at)}
        </time>
      </span>
    </li>
  );
}

export type QuickAction = 'create-event' | 'vendors' | 'analytics' | 'users';

/** accounts spec 2.10, Overview: Recent Activity from the audit log, signups and orders. */
export function OverviewTab({ onAction }: { onAction: (action: QuickAction) => void }) {
  const activity = useAdminActivity();
  const entries = activity.data ?? [];
  const actions = [
    { id: 'create-event', label: 'Create New Event', icon: Plus },
    { id: 'vendors', label: 'Review Vendor Applications', icon: ClipboardCheck },
    { id: 'analytics', label: 'View Platform Analytics', icon: ChartColumn },
    { id: 'users', label: 'Manage Users', icon: Users },
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader>
          <CardTitle>Recent Activity</CardTitle>
          <CardDescription>Admin actions, signups and orders, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={activity}
            what="the recent activity"
            isEmpty={entries.length === 0}
            empty={{
              title: 'No Activity Yet',
              description: 'Signups, orders and admin actions will appear here.',
            }}
          >
            <ul className="grid gap-3">
              {entries.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} />
              ))}
            </ul>
          </QueryState>
        </CardContent>
      </Card>
      <Card className="self-start">
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {actions.map((action) => (
            <Button
              key={action.id}
              variant="outline"
              className="justify-start"
              onClick={() => onAction(action.id)}
            >
              <action.icon aria-hidden /> {action.label}
            </Button>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
