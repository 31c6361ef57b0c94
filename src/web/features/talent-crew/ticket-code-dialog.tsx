import { formatMoney } from '../../../contract/money';
import type { MealTicketView } from '../../../contract/talent-crew';
import { MealTicketCode } from '../../components/meal-ticket-code';
import { Button } from '../../components/ui/button';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { formatDate } from '../../lib/format';

/** A ticket's code and QR, to hand to the crew member (or print) after it is issued. */
export function TicketCodeDialog({
  ticket,
  title = 'Meal ticket',
  onClose,
}: {
  ticket: MealTicketView;
  title?: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      className="max-w-sm"
      title={title}
      description={
        <>
          {ticket.memberName}, {ticket.programName}: {formatMoney(ticket.allowanceCents)} allowance,
          valid {formatDate(ticket.validFrom)} – {formatDate(ticket.validUntil)}.
        </>
      }
      onClose={onClose}
    >
      <MealTicketCode code={ticket.code} />
      <p className="text-center text-sm text-muted-foreground">
        The vendor types the code or scans the QR code at the counter.
      </p>
      <DialogFooter>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </ModalDialog>
  );
}
