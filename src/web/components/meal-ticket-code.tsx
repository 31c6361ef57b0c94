import { QRCodeSVG } from 'qrcode.react';
import { formatTicketCode } from '../../contract/ticket-code';
import { cn } from '../lib/cn';

/**
 * A QR code the vendor's camera reads at the counter, on a white quiet zone so it reads on a dark
 * screen too (meal tickets, pickup codes, pickup passes).
 */
export function CodeQr({
  value,
  title,
  size = 160,
  className,
}: {
  value: string;
  title: string;
  size?: number;
  className?: string;
}) {
  return (
    <div className={cn('rounded-xl bg-white p-2', className)}>
      <QRCodeSVG value={value} size={size} level="M" title={title} className="h-auto max-w-full" />
    </div>
  );
}

/**
 * A meal ticket's code as people read it ('ABCDE-FGHIJ') and as a QR code holding the same text,
 * which the vendor scans at the counter (accounts spec 2.12). Shown to the admin who issued it and
 * to the crew member in their profile.
 */
export function MealTicketCode({
  code,
  size = 160,
  className,
}: {
  code: string;
  size?: number;
  className?: string;
}) {
  const formatted = formatTicketCode(code);
  return (
    <div className={cn('grid justify-items-center gap-2 text-center', className)}>
      <p className="break-all font-mono text-3xl font-black tracking-[0.15em]">{formatted}</p>
      <CodeQr value={formatted} size={size} title={`Meal ticket ${formatted} as a QR code`} />
    </div>
  );
}
