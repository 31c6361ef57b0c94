import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { exportRangeQuerySchema } from '../../contract/exports';
import { startOfServiceDay } from '../../contract/vendor';
import { Button } from './ui/button';
import { FieldError, Input, Label } from './ui/input';

const pad = (value: number) => String(value).padStart(2, '0');
/** YYYY-MM-DD of the service day `now` falls in, on this device's clock. */
export function serviceDayKey(now: Date): string {
  const day = startOfServiceDay(now);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

type RangeDownloadProps = {
  title: string;
  description: string;
  /** The CSV route; the chosen ?from=&to= is added to it. */
  url: string;
  now?: Date | undefined;
};

/**
 * A CSV download over a range of service days: two dates and a link. A range the server would
 * refuse says why at its field and offers no link, so no error page is ever downloaded.
 */
export function RangeDownload({ title, description, url, now = new Date() }: RangeDownloadProps) {
  const id = useId();
  const [range, setRange] = useState(() => ({ from: serviceDayKey(now), to: serviceDayKey(now) }));
  const checked = exportRangeQuerySchema.safeParse(range);
  const problem = checked.success ? undefined : checked.error.issues[0];
  const errorOf = (field: 'from' | 'to') =>
    problem?.path[0] === field ? problem.message : undefined;
  const href = `${url}?${new URLSearchParams(range).toString()}`;
  const field = (name: 'from' | 'to', label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type="date"
        required
        className="h-11"
        value={range[name]}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={errorOf(name) ? `${id}-${name}-error` : undefined}
        onChange={(event) => setRange((current) => ({ ...current, [name]: event.target.value }))}
      />
      <FieldError id={`${id}-${name}-error`} message={errorOf(name)} />
    </div>
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4"
    >
      <div>
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h2>
        <p className="text-xs text-muted-foreground">{description}</p>
      </div>
      {/* a phone's date field is wider than half the card: the fields stack below sm */}
      <div className="grid items-start gap-3 sm:flex sm:items-end">
        {field('from', 'From')}
        {field('to', 'To')}
        <div>
          {checked.success ? (
            <Button asChild variant="outline" className="h-11 w-full sm:w-auto">
              <a href={href} download>
                <Download aria-hidden /> Download CSV
              </a>
            </Button>
          ) : (
            <Button variant="outline" className="h-11 w-full sm:w-auto" disabled>
              <Download aria-hidden /> Download CSV
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
