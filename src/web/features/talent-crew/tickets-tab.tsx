import { Ban, QrCode } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../contract/money';
import {
  MEAL_TICKET_VIEW_STATUSES,
  formatTicketCode,
  type MealTicketView,
  type MealTicketViewStatus,
} from '../../../contract/talent-crew';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Label, NativeSelect } from '../../components/ui/input';
import { formatDateTime } from '../../lib/format';
import { capitalize, formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { useTickets, useVoidTicket } from './api';
import { ProgramSelect, saveToasts } from './form-fields';
import { TabCard } from './tab-layout';
import { TicketCodeDialog } from './ticket-code-dialog';

export const TICKET_STATUS_BADGE = {
  issued: 'accent',
  redeemed: 'success',
  expired: 'secondary',
  void: 'outline',
} as const;

function TicketRow({
  ticket,
  onShow,
  onVoid,
}: {
  ticket: MealTicketView;
  onShow: () => void;
  onVoid: () => void;
}) {
  const code = formatTicketCode(ticket.code);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-bold tracking-wider">{code}</span>
          <Badge variant={TICKET_STATUS_BADGE[ticket.status]}>{capitalize(ticket.status)}</Badge>
        </span>
        <span className="text-sm">
          {ticket.memberName}
          {ticket.department ? ` · ${ticket.department}` : ''} · {ticket.programName}
        </span>
        <span className="text-sm text-muted-foreground">
          {ticket.status === 'redeemed' && ticket.redeemedAt
            ? `${formatMoney(ticket.spentCents)} at ${ticket.redeemedVendorName ?? 'checkout'}, ${formatDateTime(ticket.redeemedAt)}`
            : `${formatMoney(ticket.allowanceCents)} allowance, valid until ${formatDate(ticket.validUntil)}`}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-label={`Show code ${code}`} onClick={onShow}>
          <QrCode aria-hidden /> Show code
        </Button>
        {ticket.status === 'issued' ? (
          <Button size="sm" variant="ghost" aria-label={`Void ticket ${code}`} onClick={onVoid}>
            <Ban aria-hidden /> Void
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** accounts spec 2.12, Tickets: every ticket issued, by program and status; void, or show it. */
export function TicketsTab() {
  const [programId, setProgramId] = useState(0);
  const [status, setStatus] = useState<MealTicketViewStatus | ''>('');
  const tickets = useTickets({ programId: programId || undefined, status: status || undefined });
  const voidTicket = useVoidTicket();
  const [shown, setShown] = useState<MealTicketView>();
  const [voiding, setVoiding] = useState<MealTicketView>();
  const list = tickets.data ?? [];
  const isFiltered = programId !== 0 || status !== '';
  const confirmVoid = (ticket: MealTicketView) =>
    voidTicket.mutate(
      ticket.id,
      saveToasts({
        success: `Ticket ${formatTicketCode(ticket.code)} voided`,
        fallback: 'Failed to void meal ticket',
        onSaved: () => setVoiding(undefined),
      }),
    );
  return (
    <TabCard
      title="Meal Tickets"
      description="Newest first. An issued ticket past its end date reads expired."
      controlsPlacement="below"
      controls={
        <>
          <ProgramSelect id="tickets-program" value={programId} onChange={setProgramId} />
          <div className="grid gap-1.5">
            <Label htmlFor="tickets-status">Status</Label>
            <NativeSelect
              id="tickets-status"
              className="sm:w-40"
              value={status}
              onChange={(change) => setStatus(change.target.value as MealTicketViewStatus | '')}
            >
              <option value="">All statuses</option>
              {MEAL_TICKET_VIEW_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {capitalize(value)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </>
      }
    >
      <QueryState
        query={tickets}
        what="the meal tickets"
        isEmpty={list.length === 0}
        empty={
          isFiltered
            ? { title: 'No tickets match', description: 'Try another program or status.' }
            : {
                title: 'No meal tickets issued yet',
                description: 'Issue tickets to crew members from the Members tab.',
              }
        }
      >
        <ul className="grid gap-2">
          {list.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              onShow={() => setShown(ticket)}
              onVoid={() => setVoiding(ticket)}
            />
          ))}
        </ul>
      </QueryState>
      {shown ? <TicketCodeDialog ticket={shown} onClose={() => setShown(undefined)} /> : null}
      {voiding ? (
        <ConfirmDialog
          title={`Void ticket ${formatTicketCode(voiding.code)}?`}
          description={`${voiding.memberName} can no longer use it, and its ${formatMoney(voiding.allowanceCents)} returns to the program's budget.`}
          confirmLabel="Void ticket"
          pendingLabel="Voiding..."
          isPending={voidTicket.isPending}
          onConfirm={() => confirmVoid(voiding)}
          onClose={() => setVoiding(undefined)}
        />
      ) : null}
    </TabCard>
  );
}
