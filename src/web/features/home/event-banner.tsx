import { Clock, MapPin, Music } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentEvent } from '../vendors/api';
import { showEndsText, showStartsText, useNow } from './event-time';

/** customer spec 2, Home: the current event with the real time left; nothing without an event. */
export function EventBanner() {
  const event = useCurrentEvent();
  const now = useNow();
  if (event.isPending) return <Skeleton className="h-24" />;
  // the banner is a nicety: a failed read shows no banner rather than an error
  if (event.isError || !event.data) return null;
  const { name, venue, location, date, endDate } = event.data;
  const timeText = showStartsText(date, now) ?? showEndsText(endDate, now);
  return (
    <section
      aria-label="Current event"
      className="relative flex min-h-24 items-center gap-3 overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-r from-primary/25 via-card to-card p-4"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <Music className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold leading-tight">{name}</p>
        <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{location ? `${venue}, ${location}` : venue}</span>
        </p>
        {timeText ? (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">
            <Clock className="size-3.5" aria-hidden />
            {timeText}
          </p>
        ) : null}
      </div>
    </section>
  );
}
