import { useState } from 'react';
import { NOTE_MAX_LENGTH } from '../../../contract/order-limits';
import type { OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { Label, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { QueuedWriteError } from '../../lib/api';
import { useUpdateCustomerNotes } from './api';

/** accounts spec 2.8: the customer's note on the order (customer only). */
export function OrderNotesBox({ order }: { order: OrderView }) {
  const [notes, setNotes] = useState(order.notes ?? '');
  const update = useUpdateCustomerNotes(order.id);
  const isUnchanged = notes.trim() === (order.notes ?? '').trim();
  const save = () =>
    update.mutate(notes.trim(), {
      onSuccess: () =>
        toast({ title: 'Notes Updated', description: 'Your note was saved.', variant: 'success' }),
      // accounts spec 8: order notes failure; offline the note waits in the queue instead
      onError: (error) =>
        error instanceof QueuedWriteError
          ? toast({ title: 'Saved offline', description: error.message })
          : toast({ title: 'Error', description: 'Failed to save notes.', variant: 'destructive' }),
    });
  return (
    <section aria-label="Customer notes" className="grid gap-2">
      <Label htmlFor={`order-notes-${order.id}`}>Your notes for the vendor</Label>
      <Textarea
        id={`order-notes-${order.id}`}
        value={notes}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        placeholder="E.g. I'm wearing a red jacket, or I'll be 5 minutes late"
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-muted-foreground tabular-nums">
          {notes.length}/{NOTE_MAX_LENGTH}
        </span>
        <Button onClick={save} disabled={update.isPending || isUnchanged}>
          {update.isPending ? 'Saving...' : 'Save Notes'}
        </Button>
      </div>
    </section>
  );
}
