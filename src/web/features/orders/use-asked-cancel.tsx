import { useState, type ReactNode } from 'react';
import type { OrderView } from '../../../contract/orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useDiscardOrder } from './api';

type Question = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
};

/**
 * The customer's cancel of one order, asked first: `ask` opens the question, `question` is the
 * dialog while it is open, `problem` the server's refusal. The toast says `doneTitle` once done.
 */
export function useAskedCancel(
  order: Pick<OrderView, 'id'>,
  { doneTitle, failMessage }: { doneTitle: string; failMessage: string },
) {
  const cancel = useDiscardOrder(order.id);
  const [isAsking, setIsAsking] = useState(false);
  const ask = () => {
    cancel.reset();
    setIsAsking(true);
  };
  const question = (words: Question) =>
    isAsking ? (
      <ConfirmDialog
        {...words}
        cancelLabel="Keep order"
        isPending={cancel.isPending}
        onClose={() => setIsAsking(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setIsAsking(false);
              toast({ title: doneTitle, variant: 'success' });
            },
            onError: () => setIsAsking(false),
          })
        }
      />
    ) : null;
  const problem = cancel.isError ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {errorMessage(cancel.error, failMessage)}
    </p>
  ) : null;
  return { isPending: cancel.isPending, ask, question, problem };
}
