import { Power } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../contract/money';
import type { MealProgramView } from '../../../contract/talent-crew';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { capitalize, formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { usePrograms, useSaveProgram } from './api';
import { saveToasts } from './form-fields';
import { EditButton, RowHeading, TabCard } from './tab-layout';

export const programTypeLabel = (type: MealProgramView['programType']) =>
  type === 'vip' ? 'VIP' : capitalize(type);

/** What the budget has committed (issued tickets' allowance plus what redeemed ones spent). */
function BudgetBar({ program }: { program: MealProgramView }) {
  if (program.budgetTotalCents === null) {
    return (
      <p className="text-sm text-muted-foreground">
        No budget cap · {formatMoney(program.spentCents)} spent
      </p>
    );
  }
  const share =
    program.budgetTotalCents > 0
      ? Math.min(1, program.committedCents / program.budgetTotalCents)
      : 1;
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span>
          {formatMoney(program.committedCents)} of {formatMoney(program.budgetTotalCents)} used
        </span>
        <span className="text-muted-foreground">
          {formatMoney(program.remainingBudgetCents ?? 0)} remaining
        </span>
      </p>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
        <div
          className={share >= 0.9 ? 'h-full bg-destructive' : 'h-full bg-primary'}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}

function ProgramRow({
  program,
  onEdit,
  onToggle,
}: {
  program: MealProgramView;
  onEdit: () => void;
  onToggle: () => void;
}) {
  return (
    <li className="grid gap-3 rounded-xl border border-border p-4">
      <RowHeading
        name={program.programName}
        badges={
          <>
            <Badge variant={program.isActive ? 'success' : 'secondary'}>
              {program.isActive ? 'Active' : 'Inactive'}
            </Badge>
            <Badge variant="outline">{programTypeLabel(program.programType)}</Badge>
          </>
        }
        detail={program.eventName}
        actions={
          <>
            <EditButton name={program.programName} onClick={onEdit} />
            <Button
              size="sm"
              variant={program.isActive ? 'ghost' : 'outline'}
              aria-label={`${program.isActive ? 'Deactivate' : 'Activate'} ${program.programName}`}
              onClick={onToggle}
            >
              <Power aria-hidden /> {program.isActive ? 'Deactivate' : 'Activate'}
            </Button>
          </>
        }
      />
      {program.description ? <p className="text-sm">{program.description}</p> : null}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted-foreground">Allowance</dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(program.mealAllowanceCents)} × {program.maxTicketsPerPerson} per person
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Valid</dt>
          <dd>
            {formatDate(program.validFrom)} – {formatDate(program.validUntil)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Members</dt>
          <dd className="tabular-nums">{program.memberCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Tickets redeemed</dt>
          <dd className="tabular-nums">
            {program.ticketsRedeemed} of {program.ticketsIssued}
          </dd>
        </div>
      </dl>
      <BudgetBar program={program} />
    </li>
  );
}

/** accounts spec 2.12, Programs: the meal programs, edited, deactivated or activated again. */
export function ProgramsTab({
  onCreate,
  onEdit,
}: {
  onCreate: () => void;
  onEdit: (program: MealProgramView) => void;
}) {
  const programs = usePrograms();
  const save = useSaveProgram();
  const [toggling, setToggling] = useState<MealProgramView>();
  const list = programs.data ?? [];
  const toggle = (program: MealProgramView) =>
    save.mutate(
      { id: program.id, body: { isActive: !program.isActive } },
      saveToasts({
        success: `${program.programName} is ${program.isActive ? 'inactive' : 'active'} now`,
        fallback: 'Failed to update meal program',
        onSaved: () => setToggling(undefined),
      }),
    );
  return (
    <TabCard title="Meal Programs" description="Allowance, dates and budget of each program.">
      <QueryState
        query={programs}
        what="the meal programs"
        isEmpty={list.length === 0}
        empty={{
          title: 'No meal programs created yet',
          description: 'A program sets the meal allowance and dates for talent or crew.',
          action: <Button onClick={onCreate}>Create First Program</Button>,
        }}
      >
        <ul className="grid gap-3">
          {list.map((program) => (
            <ProgramRow
              key={program.id}
              program={program}
              onEdit={() => onEdit(program)}
              onToggle={() => setToggling(program)}
            />
          ))}
        </ul>
      </QueryState>
      {toggling ? (
        <ConfirmDialog
          title={`${toggling.isActive ? 'Deactivate' : 'Activate'} ${toggling.programName}?`}
          description={
            toggling.isActive
              ? 'Its tickets stop redeeming and no new tickets can be issued until it is active again.'
              : 'Its issued tickets can be redeemed again while they are valid.'
          }
          confirmLabel={toggling.isActive ? 'Deactivate' : 'Activate'}
          pendingLabel="Saving..."
          isDestructive={toggling.isActive}
          isPending={save.isPending}
          onConfirm={() => toggle(toggling)}
          onClose={() => setToggling(undefined)}
        />
      ) : null}
    </TabCard>
  );
}
