import {
  ClipboardList,
  DollarSign,
  Ticket,
  TicketCheck,
  UserPlus,
  Users,
  Utensils,
  Plus,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '../../../contract/money';
import type {
  CrewMemberView,
  MealProgramView,
  TalentCrewSummary,
} from '../../../contract/talent-crew';
import { PageHeader } from '../../components/page-header';
import { SectionTabs } from '../../components/section-tabs';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useTalentCrewSummary } from './api';
import { MemberDialog } from './member-dialog';
import { MembersTab } from './members-tab';
import { ProgramDialog } from './program-dialog';
import { ProgramsTab } from './programs-tab';
import { ReportsTab } from './reports-tab';
import { TicketsTab } from './tickets-tab';

export const TALENT_CREW_TABS = [
  { value: 'programs', label: 'Programs' },
  { value: 'members', label: 'Members' },
  { value: 'tickets', label: 'Tickets' },
  { value: 'reports', label: 'Reports' },
] as const;
type TabValue = (typeof TALENT_CREW_TABS)[number]['value'];

// four tabs fit a 360 px phone side by side (no sideways scrolling)
const TAB_TRIGGER =
  'inline-flex min-w-0 items-center justify-center whitespace-nowrap rounded-lg px-1 py-2 text-[13px] font-semibold text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-3 sm:text-sm';

/** accounts spec 2.12: the six counters; Total Budget is the dollar sum of program budgets. */
const COUNTERS: { label: string; icon: LucideIcon; value: (data: TalentCrewSummary) => string }[] =
  [
    { label: 'Total Programs', icon: ClipboardList, value: (data) => String(data.totalPrograms) },
    { label: 'Active Programs', icon: Utensils, value: (data) => String(data.activePrograms) },
    { label: 'Total Members', icon: Users, value: (data) => String(data.totalMembers) },
    { label: 'Tickets Issued', icon: Ticket, value: (data) => String(data.ticketsIssued) },
    { label: 'Tickets Redeemed', icon: TicketCheck, value: (data) => String(data.ticketsRedeemed) },
    {
      label: 'Total Budget',
      icon: DollarSign,
      value: (data) => formatMoney(data.totalBudgetCents),
    },
  ];

function Counters() {
  const summary = useTalentCrewSummary();
  return (
    <div className="grid gap-2">
      <dl
        aria-label="Talent and crew at a glance"
        className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
      >
        {COUNTERS.map((counter) => (
          <div
            key={counter.label}
            className="rounded-2xl border border-border bg-card p-4 shadow-sm"
          >
            <dt className="flex items-center justify-between gap-2 text-xs font-medium text-muted-foreground">
              {counter.label}
              <counter.icon aria-hidden className="size-4" />
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">
              {summary.data ? (
                counter.value(summary.data)
              ) : summary.isError ? (
                '—'
              ) : (
                <Skeleton className="h-8 w-16" />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {summary.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          The counters couldn&apos;t load.{' '}
          <button type="button" className="underline" onClick={() => void summary.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
    </div>
  );
}

type DialogState =
  | { kind: 'program'; program?: MealProgramView }
  | { kind: 'member'; member?: CrewMemberView; programId?: number };

/** accounts spec 2.12: the Talent & Crew screen (every tab built). */
export function TalentCrewPage() {
  const [tab, setTab] = useState<TabValue>('programs');
  const [dialog, setDialog] = useState<DialogState>();
  const close = () => setDialog(undefined);
  const content: Record<TabValue, ReactNode> = {
    programs: (
      <ProgramsTab
        onCreate={() => setDialog({ kind: 'program' })}
        onEdit={(program) => setDialog({ kind: 'program', program })}
      />
    ),
    members: (
      <MembersTab
        onAdd={(programId) => setDialog({ kind: 'member', programId })}
        onEdit={(member) => setDialog({ kind: 'member', member })}
      />
    ),
    tickets: <TicketsTab />,
    reports: <ReportsTab />,
  };
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6">
      <PageHeader
        title="Talent & Crew"
        about={
          <p className="text-muted-foreground">
            Meal programs, crew members and the meal tickets they redeem at the vendors.
          </p>
        }
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'program' })}>
              <Plus aria-hidden /> Create Program
            </Button>
            <Button variant="outline" onClick={() => setDialog({ kind: 'member' })}>
              <UserPlus aria-hidden /> Add Member
            </Button>
          </>
        }
      />
      <Counters />
      <SectionTabs
        label="Talent and crew sections"
        sections={TALENT_CREW_TABS.map((item) => ({ ...item, content: content[item.value] }))}
        value={tab}
        onValueChange={setTab}
        listClassName="grid grid-cols-4 gap-1 rounded-xl bg-muted p-1 sm:flex sm:w-fit"
        triggerClassName={TAB_TRIGGER}
      />
      {dialog?.kind === 'program' ? (
        <ProgramDialog program={dialog.program} onClose={close} />
      ) : null}
      {dialog?.kind === 'member' ? (
        <MemberDialog member={dialog.member} programId={dialog.programId} onClose={close} />
      ) : null}
    </div>
  );
}
