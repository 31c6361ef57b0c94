import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useParams } from 'wouter';
import { formatMoney } from '../../../contract/money';
import {
  optionLabel,
  paymentLabel,
  receiptSchema,
  receiptTotals,
  type Receipt,
} from '../../../contract/receipts';
import { PAYMENT_STATUS_LABELS } from '../../../contract/refunds';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage, parsedQueryFn } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { orderKeys } from './keys';
import { useBackToOrders } from './use-back-to-orders';

// A paid order's receipt: printable (the app's header and bars are hidden in print) and readable
// with no signal once opened, from the offline cache the app keeps of its reads.

const readReceipt = parsedQueryFn(receiptSchema);

function useReceipt(orderId: number) {
  return useQuery<Receipt>({
    queryKey: orderKeys.receipt(orderId),
    queryFn: readReceipt,
    enabled: Number.isSafeInteger(orderId) && orderId > 0,
  });
}

/** Money a receipt takes off shows with a minus sign: '−$2.00'. */
const signedMoney = (cents: number) =>
  cents < 0 ? `\u2212${formatMoney(-cents)}` : formatMoney(cents);

function BackToOrders() {
  const back = useBackToOrders();
  return (
    <Button variant="outline" size="lg" onClick={back}>
      <ArrowLeft aria-hidden />
      Your orders
    </Button>
  );
}

export function ReceiptPage() {
  const { id } = useParams<{ id: string }>();
  const orderId = Number(id);
  const receipt = useReceipt(orderId);
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-6 print:max-w-none print:p-0">
      {receipt.data ? (
        <ReceiptSheet receipt={receipt.data} />
      ) : receipt.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-2xl border border-border bg-card px-6 py-10 text-center"
        >
          <h1 className="text-xl font-bold">No receipt to show</h1>
          <p className="text-muted-foreground">
            {errorMessage(receipt.error, "We couldn't load this receipt. Try again in a moment.")}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="lg" onClick={() => void receipt.refetch()}>
              Try again
            </Button>
            <BackToOrders />
          </div>
        </div>
      ) : (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading the receipt">
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
      )}
    </div>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  return (
    <>
      <article
        aria-labelledby="receipt-title"
        className="grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none"
      >
        <header className="grid gap-1">
          <h1 id="receipt-title" className="text-2xl font-bold">
            Receipt
          </h1>
          <p className="text-lg font-semibold">{receipt.vendorName}</p>
          {receipt.vendorLocation ? (
            <p className="text-sm text-muted-foreground">{receipt.vendorLocation}</p>
          ) : null}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Receipt number</dt>
            <dd className="font-mono font-semibold">{receipt.receiptNumber}</dd>
            <dt className="text-muted-foreground">Order</dt>
            <dd>#{receipt.orderId}</dd>
            <dt className="text-muted-foreground">Paid</dt>
            <dd>{formatDateTime(receipt.paidAt)}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>{PAYMENT_STATUS_LABELS[receipt.paymentStatus]}</dd>
          </dl>
        </header>

        <section aria-labelledby="receipt-lines" className="grid gap-2">
          <h2 id="receipt-lines" className="text-sm font-semibold uppercase tracking-wide">
            Items
          </h2>
          <ul className="grid divide-y divide-border border-y border-border">
            {receipt.lines.map((line, index) => (
              <li key={index} className="grid grid-cols-[1fr_auto] gap-x-3 py-2">
                <span className="font-medium">
                  {line.quantity} × {line.name}
                </span>
                <span className="text-right tabular-nums">{formatMoney(line.lineTotalCents)}</span>
                {line.options.length > 0 ? (
                  <span className="col-span-2 text-sm text-muted-foreground">
                    {line.options.map(optionLabel).join(', ')}
                  </span>
                ) : null}
                {line.quantity > 1 ? (
                  <span className="col-span-2 text-sm text-muted-foreground">
                    {formatMoney(line.unitPriceCents)} each
                  </span>
                ) : null}
                {line.quantityRefunded > 0 ? (
                  <span className="col-span-2 text-sm font-medium">
                    {line.quantityRefunded} refunded
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="receipt-totals">
          <h2 id="receipt-totals" className="sr-only">
            Totals
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
            {receiptTotals(receipt).map((row) => {
              const strong = row.label === 'Total paid' || row.label === 'Net paid';
              return (
                <div key={row.label} className="contents">
                  <dt className={strong ? 'font-bold' : undefined}>{row.label}</dt>
                  <dd
                    className={
                      strong ? 'text-right font-bold tabular-nums' : 'text-right tabular-nums'
                    }
                  >
                    {signedMoney(row.cents)}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>

        {receipt.refunds.length > 0 ? (
          <section aria-labelledby="receipt-refunds" className="grid gap-2">
            <h2 id="receipt-refunds" className="text-sm font-semibold uppercase tracking-wide">
              Refunds
            </h2>
            <ul className="grid gap-1 text-sm">
              {receipt.refunds.map((refund) => (
                <li key={refund.id} className="grid grid-cols-[1fr_auto] gap-x-3">
                  <span>
                    {formatDateTime(refund.createdAt)}: {refund.reason}
                  </span>
                  <span className="text-right tabular-nums">
                    {signedMoney(-refund.amountCents)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="text-sm">
          <span className="text-muted-foreground">Paid with </span>
          <span className="font-semibold">{paymentLabel(receipt.payment)}</span>
        </p>
      </article>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button size="lg" onClick={() => window.print()}>
          <Printer aria-hidden />
          Print
        </Button>
        <BackToOrders />
      </div>
    </>
  );
}
