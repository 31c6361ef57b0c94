import { Link2, Plus, Ticket, UserX } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../contract/money';
import type {
  CrewMemberView,
  MealProgramView,
  MealTicketView,
} from '../../../contract/talent-crew';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { useIssueTicket, useMembers, usePrograms, useSaveMember } from './api';
import { ProgramSelect, saveToasts } from './form-fields';
import { EditButton, RowHeading, TabCard } from './tab-layout';
import { TicketCodeDialog } from './ticket-code-dialog';

/** Why a ticket cannot be issued now, or undefined when it can (the server checks it again). */
function issueBlocker(member: CrewMemberView, program: MealProgramView | undefined) {
  if (!member.isActive) return 'Member inactive';
  if (program && !program.isActive) return 'Program inactive';
  if (program && Date.parse(program.validUntil) <= Date.now()) return 'Program ended';
  if (program && member.mealTicketsAllocated >= program.maxTicketsPerPerson)
    return 'All tickets issued';
  return undefined;
}

function MemberRow({
  member,
  program,
  isIssuing,
  onEdit,
  onIssue,
  onDeactivate,
}: {
  member: CrewMemberView;
  program: MealProgramView | undefined;
  isIssuing: boolean;
  onEdit: () => void;
  onIssue: () => void;
  onDeactivate: () => void;
}) {
  const blocker = issueBlocker(member, program);
  return (
    <li className="grid gap-2 rounded-xl border border-border p-4">
      <RowHeading
        name={member.name}
        badges={
          <>
            {!member.isActive ? <Badge variant="secondary">Inactive</Badge> : null}
            {member.linkedUserId !== null ? (
              <Badge variant="success" title="Uses tickets from their own account">
                <Link2 aria-hidden className="size-3" /> Linked account
              </Badge>
            ) : null}
          </>
        }
        detail={`${member.role}${member.department ? ` · ${member.department}` : ''} · ${member.programName}`}
        actions={
          <>
            <EditButton name={member.name} onClick={onEdit} />
            <Button
              size="sm"
              aria-label={`Issue ticket to ${member.name}`}
              disabled={Boolean(blocker) || isIssuing}
              title={blocker}
              onClick={onIssue}
            >
              <Ticket aria-hidden /> {isIssuing ? 'Issuing...' : 'Issue ticket'}
            </Button>
            {member.isActive ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Deactivate ${member.name}`}
                onClick={onDeactivate}
              >
                <UserX aria-hidden /> Deactivate
              </Button>
            ) : null}
          </>
        }
      />
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Tickets used:</dt>
          <dd className="tabular-nums">
            {member.mealTicketsUsed} of {member.mealTicketsAllocated}
            {program ? ` (limit ${program.maxTicketsPerPerson})` : ''}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Spent:</dt>
          <dd className="tabular-nums">{formatMoney(member.totalSpentCents)}</dd>
        </div>
        {member.contactInfo ? (
          <div className="flex min-w-0 gap-1">
            <dt className="text-muted-foreground">Contact:</dt>
            <dd className="break-all">{member.contactInfo}</dd>
          </div>
        ) : null}
        {member.specialDietaryNeeds ? (
          <div className="flex min-w-0 gap-1">
            <dt className="text-muted-foreground">Dietary:</dt>
            <dd className="break-words">{member.specialDietaryNeeds}</dd>
          </div>
        ) : null}
      </dl>
      {blocker && member.isActive ? (
        <p className="text-xs text-muted-foreground">Issue ticket: {blocker.toLowerCase()}.</p>
      ) : null}
    </li>
  );
}

/** accounts spec 2.12, Members: the crew, by program, with their tickets and spend. */
export function MembersTab({
  onAdd,
  onEdit,
}: {
  onAdd: (programId?: number) => void;
  onEdit: (member: CrewMemberView) => void;
}) {
  const members = useMembers();
  const programs = usePrograms();
  const issue = useIssueTicket();
  const save = useSaveMember();
  const [programId, setProgramId] = useState(0);
  const [issued, setIssued] = useState<MealTicketView>();
  const [deactivating, setDeactivating] = useState<CrewMemberView>();
  const programById = new Map((programs.data ?? []).map((program) => [program.id, program]));
  const list = (members.data ?? []).filter(
    (member) => programId === 0 || member.programId === programId,
  );
  const issueTo = (member: CrewMemberView) =>
    issue.mutate(
      member.id,
      saveToasts({
        success: `Meal ticket issued to ${member.name}`,
        fallback: 'Failed to issue meal ticket',
        onSaved: setIssued,
      }),
    );
  const deactivate = (member: CrewMemberView) =>
    save.mutate(
      { id: member.id, body: { isActive: false } },
      saveToasts({
        success: `${member.name} is inactive now`,
        fallback: 'Failed to update crew member',
        onSaved: () => setDeactivating(undefined),
      }),
    );
  return (
    <TabCard
      title="Crew Members"
      description="Tickets used of those issued, and what they spent."
      controls={
        <>
          <ProgramSelect id="members-program" value={programId} onChange={setProgramId} />
          <Button size="sm" className="h-11" onClick={() => onAdd(programId || undefined)}>
            <Plus aria-hidden /> Add Member
          </Button>
        </>
      }
    >
      <QueryState
        query={members}
        what="the crew members"
        isEmpty={list.length === 0}
        empty={
          programId !== 0 && (members.data ?? []).length > 0
            ? {
                title: 'No crew members on this program',
                description: 'Add one, or show all programs.',
              }
            : {
                title: 'No crew members added yet',
                description: 'Crew members receive meal tickets they redeem at the vendors.',
                action: (
                  <Button onClick={() => onAdd(programId || undefined)}>Add First Member</Button>
                ),
              }
        }
      >
        <ul className="grid gap-3">
          {list.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              program={programById.get(member.programId)}
              isIssuing={issue.isPending && issue.variables === member.id}
              onEdit={() => onEdit(member)}
              onIssue={() => issueTo(member)}
              onDeactivate={() => setDeactivating(member)}
            />
          ))}
        </ul>
      </QueryState>
      {issued ? (
        <TicketCodeDialog
          ticket={issued}
          title="Ticket issued"
          onClose={() => setIssued(undefined)}
        />
      ) : null}
      {deactivating ? (
        <ConfirmDialog
          title={`Deactivate ${deactivating.name}?`}
          description="They come off the program: their unredeemed tickets stop working and no new ones can be issued."
          confirmLabel="Deactivate"
          pendingLabel="Saving..."
          isPending={save.isPending}
          onConfirm={() => deactivate(deactivating)}
          onClose={() => setDeactivating(undefined)}
        />
      ) : null}
    </TabCard>
  );
}
