import { formatMoney } from '../../../contract/money';
import {
  optionLabel,
  orderReceiptPath,
  paymentLabel,
  receiptTotals,
  type Receipt,
} from '../../../contract/receipts';

// The receipt e-mail: the receipt's lines and totals in plain text and in simple HTML, with a link
// to the receipt page. Sent after the payment, and after each refund with that refund on top.

export type ReceiptMessage = { subject: string; text: string; html: string };

const signed = (cents: number) => (cents < 0 ? `-${formatMoney(-cents)}` : formatMoney(cents));

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The e-mail for `receipt`; `refundId` names the refund it tells of (null: the payment). */
export function receiptMessage(
  receipt: Receipt,
  refundId: number | null,
  publicOrigin: string,
): ReceiptMessage {
  const refund = receipt.refunds.find((candidate) => candidate.id === refundId) ?? null;
  const link = `${publicOrigin}${orderReceiptPath(receipt.orderId)}`;
  const subject = refund
    ? `Refund of ${formatMoney(refund.amountCents)} from ${receipt.vendorName} (${receipt.receiptNumber})`
    : `Your receipt from ${receipt.vendorName} (${receipt.receiptNumber})`;
  const intro = refund
    ? `${receipt.vendorName} refunded ${formatMoney(refund.amountCents)}: ${refund.reason}`
    : `Thank you for your order at ${receipt.vendorName}.`;
  const lines = receipt.lines.map((line) => ({
    label: `${line.quantity} x ${line.name}`,
    amount: formatMoney(line.lineTotalCents),
    detail: [
      line.options.map(optionLabel).join(', '),
      line.quantityRefunded > 0 ? `${line.quantityRefunded} refunded` : '',
    ]
      .filter(Boolean)
      .join('; '),
  }));
  const totals = receiptTotals(receipt).map((row) => ({
    label: row.label,
    amount: signed(row.cents),
  }));
  const facts = [
    `Receipt ${receipt.receiptNumber} - order #${receipt.orderId}`,
    `Paid with ${paymentLabel(receipt.payment)}`,
  ];

  const text = [
    intro,
    '',
    ...facts,
    '',
    ...lines.flatMap((line) => [
      `${line.label}  ${line.amount}`,
      ...(line.detail ? [`  ${line.detail}`] : []),
    ]),
    '',
    ...totals.map((row) => `${row.label}: ${row.amount}`),
    '',
    `View or print your receipt: ${link}`,
  ].join('\n');

  const row = (label: string, amount: string, strong = false) =>
    `<tr><td>${strong ? `<strong>${escapeHtml(label)}</strong>` : escapeHtml(label)}</td>` +
    `<td style="text-align:right">${escapeHtml(amount)}</td></tr>`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...lines.map(
      (line) =>
        row(line.label, line.amount) +
        (line.detail
          ? `<tr><td colspan="2"><small>${escapeHtml(line.detail)}</small></td></tr>`
          : ''),
    ),
    ...totals.map((total) =>
      row(total.label, total.amount, total.label === 'Total paid' || total.label === 'Net paid'),
    ),
    '</table>',
    `<p><a href="${escapeHtml(link)}">View or print your receipt</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
