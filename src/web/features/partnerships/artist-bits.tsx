import { BadgeCheck, Radio } from 'lucide-react';
import { shownGenres, type ArtistEvent } from '../../../contract/partnerships';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

// Small pieces the artist, featuring and partnership cards share (accounts spec 2.13).

/** The artist's picture, or the first letter of the name on a tinted circle. */
export function ArtistAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-xl font-bold text-primary',
        className,
      )}
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden>{name.trim().charAt(0).toUpperCase()}</span>
      )}
    </div>
  );
}

export function VerifiedBadge({ label = 'Verified' }: { label?: string }) {
  return (
    <Badge variant="success">
      <BadgeCheck className="size-3.5" aria-hidden />
      {label}
    </Badge>
  );
}

/** 'Performing Now' for a show on now, 'Upcoming Show' for the next one. */
export function EventStatusBadge({ event }: { event: ArtistEvent }) {
  return event.status === 'ongoing' ? (
    <Badge variant="default">
      <Radio className="size-3.5" aria-hidden />
      Performing Now
    </Badge>
  ) : (
    <Badge variant="outline">Upcoming Show</Badge>
  );
}

/** accounts spec 9: up to three genres, then '+N more'. */
export function GenreList({ genres }: { genres: readonly string[] }) {
  const { shown, more } = shownGenres(genres);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Genres" className="flex flex-wrap gap-1.5">
      {shown.map((genre) => (
        <li key={genre}>
          <Badge variant="secondary">{genre}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="outline">+{more} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** The artist's own words on a special or a drop, signed with the artist's name. */
export function ArtistQuote({
  message,
  artistName,
}: {
  message: string;
  artistName: string | null;
}) {
  return (
    <figure className="rounded-xl border-l-4 border-primary bg-muted px-3 py-2 text-sm">
      <blockquote className="italic">&ldquo;{message}&rdquo;</blockquote>
      {artistName ? (
        <figcaption className="mt-1 text-xs font-semibold text-muted-foreground">
          {artistName}
        </figcaption>
      ) : null}
    </figure>
  );
}

export const countText = (count: number, noun: string) =>
  `${count} ${noun}${count === 1 ? '' : 's'}`;
