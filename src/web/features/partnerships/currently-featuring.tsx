import { Sparkles } from 'lucide-react';
import { featuredArtists, type ArtistView } from '../../../contract/partnerships';
import { Skeleton } from '../../components/ui/skeleton';
import { ArtistAvatar, countText, EventStatusBadge, GenreList } from './artist-bits';

/**
 * accounts spec 2.13 'Currently Featuring': artists with a show on now or coming up, those on now
 * first, each with its special items and up to three genres. Hidden when nobody is playing.
 */
export function CurrentlyFeaturing({ artists }: { artists: ArtistView[] | undefined }) {
  if (!artists) return <Skeleton className="h-36" />;
  const featured = featuredArtists(artists);
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featuring-heading" className="grid min-w-0 gap-3">
      <h2 id="featuring-heading" className="text-lg font-bold">
        Currently Featuring
      </h2>
      {/* sideways on a phone: focusable, so the keyboard can scroll it too */}
      <ul
        tabIndex={0}
        aria-labelledby="featuring-heading"
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {featured.map((artist) => (
          <li
            key={artist.id}
            className="flex w-72 shrink-0 snap-start gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:w-auto"
          >
            <ArtistAvatar name={artist.name} imageUrl={artist.imageUrl} />
            <div className="grid min-w-0 content-start gap-1.5">
              <h3 className="truncate font-bold">{artist.name}</h3>
              {artist.nextEvent ? (
                <div>
                  <EventStatusBadge event={artist.nextEvent} />
                </div>
              ) : null}
              <p className="flex items-center gap-1.5 text-sm">
                <Sparkles className="size-4 text-accent" aria-hidden />
                {countText(artist.specialItemCount, 'special item')}
              </p>
              <GenreList genres={artist.genres} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
