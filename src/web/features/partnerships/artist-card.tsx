import { CalendarDays, ExternalLink, Sparkles } from 'lucide-react';
import type { ArtistView } from '../../../contract/partnerships';
import { formatDateTime } from '../../lib/format';
import { ArtistAvatar, countText, EventStatusBadge, GenreList, VerifiedBadge } from './artist-bits';

const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  spotify: 'Spotify',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  bandcamp: 'Bandcamp',
  soundcloud: 'SoundCloud',
  twitter: 'Twitter',
  x: 'X',
  facebook: 'Facebook',
  website: 'Website',
};

/** 'instagram' as 'Instagram'; a network not listed keeps its own name, capitalised. */
export function networkName(network: string): string {
  return NETWORK_NAMES[network.toLowerCase()] ?? network.charAt(0).toUpperCase() + network.slice(1);
}

/** Only web links are followed: a stored 'javascript:' or other scheme is never made a link. */
export function socialLinks(links: Record<string, string>): { name: string; href: string }[] {
  return Object.entries(links)
    .filter(([, href]) => /^https?:\/\//i.test(href))
    .map(([network, href]) => ({ name: networkName(network), href }));
}

/** accounts spec 2.13, All Artists. */
export function ArtistCard({ artist }: { artist: ArtistView }) {
  const headingId = `artist-${artist.id}-name`;
  const links = socialLinks(artist.socialLinks);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <ArtistAvatar name={artist.name} imageUrl={artist.imageUrl} />
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="text-lg font-bold leading-tight">
            {artist.name}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {artist.isVerified ? <VerifiedBadge /> : null}
            {artist.nextEvent ? <EventStatusBadge event={artist.nextEvent} /> : null}
          </div>
        </div>
      </div>
      {artist.nextEvent ? (
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {artist.nextEvent.name}, {formatDateTime(artist.nextEvent.eventDate)}
          </span>
        </p>
      ) : null}
      <p className="text-sm">{artist.bio}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
        <span className="flex items-center gap-1.5">
          <Sparkles className="size-4 text-accent" aria-hidden />
          {countText(artist.specialItemCount, 'special item')}
        </span>
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-accent" aria-hidden />
          {countText(artist.eventCount, 'event')}
        </span>
      </p>
      <GenreList genres={artist.genres} />
      {links.length > 0 ? (
        <ul aria-label={`${artist.name} online`} className="mt-auto flex flex-wrap gap-x-4">
          {links.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${artist.name} on ${link.name} (opens in a new tab)`}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {link.name}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
