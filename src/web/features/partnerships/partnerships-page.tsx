import { Gem, Mic2, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import {
  filterArtists,
  filterOfferings,
  filterPartnerships,
  genreOptions,
  NO_FILTERS,
  offeringButtonState,
  type PartnershipFilters,
} from '../../../contract/partnerships';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useNow } from '../../hooks/use-now';
import { CartSwitchDialog } from '../vendors/cart-switch-dialog';
import { useArtists, usePartnerships, useSpecialOfferings } from './api';
import { ArtistCard } from './artist-card';
import { CurrentlyFeaturing } from './currently-featuring';
import { OfferingCard } from './offering-card';
import { PartnershipCard } from './partnership-card';
import { PartnershipFilterCard } from './partnership-filters';
import { PreOrderDialog } from './pre-order-dialog';
import { useAddSpecial } from './use-add-special';

type Tab = 'artists' | 'specials' | 'vip';

// three tabs side by side on a 360 px phone: smaller words that wrap between, never inside them
const TAB_TRIGGER =
  'inline-flex min-h-11 min-w-0 items-center justify-center rounded-lg px-1.5 py-1.5 text-center text-xs leading-tight font-semibold text-muted-foreground [overflow-wrap:normal] data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-3 sm:text-sm';

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** A tab's list: loading, failed, empty (none at all, or none that match), else the cards. */
function TabList({
  query,
  what,
  total,
  shown,
  empty,
  onClear,
  children,
}: {
  query: ListQuery;
  what: string;
  total: number;
  shown: number;
  empty: { none: string; noMatch: string };
  onClear: () => void;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={`Loading ${what}`}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-72" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        title={`We couldn't load the ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (shown === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
        <p className="text-lg font-bold">{total === 0 ? empty.none : empty.noMatch}</p>
        {total > 0 ? (
          <Button variant="outline" onClick={onClear}>
            Clear all filters
          </Button>
        ) : (
          <p className="max-w-sm text-sm text-muted-foreground">
            Check back soon: artists team up with vendors before their shows.
          </p>
        )}
      </div>
    );
  return <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}

function StatTiles({ tiles }: { tiles: { label: string; icon: LucideIcon; value?: number }[] }) {
  return (
    <dl aria-label="At a glance" className="grid grid-cols-3 gap-2 sm:gap-3">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-border bg-card p-3 shadow-sm sm:p-4"
        >
          <dt className="text-xs font-medium leading-tight text-muted-foreground">{tile.label}</dt>
          <dd className="flex items-center gap-2 text-2xl font-bold tabular-nums">
            <tile.icon aria-hidden className="hidden size-5 text-accent sm:block" />
            {tile.value ?? <Skeleton className="h-8 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** accounts spec 2.13: the Artist Partnerships page (/artist-partnerships). */
export function PartnershipsPage() {
  const artists = useArtists();
  const partnerships = usePartnerships();
  const offerings = useSpecialOfferings();
  const now = useNow();
  const [filters, setFilters] = useState<PartnershipFilters>(NO_FILTERS);
  const [tab, setTab] = useState<Tab>('artists');
  const [preOrderId, setPreOrderId] = useState<number | null>(null);
  const { addSpecial, addingId, cartSwitch } = useAddSpecial();

  const shownArtists = filterArtists(artists.data ?? [], filters);
  const shownPartnerships = filterPartnerships(partnerships.data ?? [], filters);
  const shownOfferings = filterOfferings(offerings.data ?? [], filters);
  const preOrdering = offerings.data?.find((offering) => offering.id === preOrderId) ?? null;
  const clear = () => setFilters(NO_FILTERS);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-5 lg:py-8">
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Mic2 className="size-7 text-primary" aria-hidden />
          Artist Partnerships
        </h1>
        <p className="text-muted-foreground">
          Dishes the artists love at their special price, and limited VIP drops for their shows.
        </p>
      </header>
      <StatTiles
        tiles={[
          { label: 'Active Partnerships', icon: Sparkles, value: partnerships.data?.length },
          { label: 'Special Offerings', icon: Gem, value: offerings.data?.length },
          {
            label: 'Verified Artists',
            icon: Users,
            value: artists.data?.filter((artist) => artist.isVerified).length,
          },
        ]}
      />
      <CurrentlyFeaturing artists={artists.data} />
      <PartnershipFilterCard
        filters={filters}
        genres={genreOptions(artists.data ?? [])}
        isArtistSortShown={tab !== 'vip'}
        onChange={setFilters}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        className="grid min-w-0 gap-4"
      >
        <Tabs.List
          aria-label="Partnerships"
          className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1 sm:flex sm:w-fit"
        >
          <Tabs.Trigger value="artists" className={TAB_TRIGGER}>
            All Artists ({shownArtists.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="specials" className={TAB_TRIGGER}>
            Artist Specials ({shownPartnerships.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="vip" className={TAB_TRIGGER}>
            VIP Experiences ({shownOfferings.length})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="artists">
          <TabList
            query={artists}
            what="artists"
            total={artists.data?.length ?? 0}
            shown={shownArtists.length}
            empty={{ none: 'No Artists Yet', noMatch: 'No artists match your filters' }}
            onClear={clear}
          >
            {shownArtists.map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} />
              </li>
            ))}
          </TabList>
        </Tabs.Content>
        <Tabs.Content value="specials">
          <TabList
            query={partnerships}
            what="artist specials"
            total={partnerships.data?.length ?? 0}
            shown={shownPartnerships.length}
            empty={{
              none: 'No Artist Partnerships Yet',
              noMatch: 'No partnerships match your filters',
            }}
            onClear={clear}
          >
            {shownPartnerships.map((partnership) => (
              <li key={partnership.id}>
                <PartnershipCard
                  partnership={partnership}
                  isAdding={addingId === partnership.id}
                  onAdd={() => void addSpecial(partnership)}
                />
              </li>
            ))}
          </TabList>
        </Tabs.Content>
        <Tabs.Content value="vip">
          <TabList
            query={offerings}
            what="VIP experiences"
            total={offerings.data?.length ?? 0}
            shown={shownOfferings.length}
            empty={{
              none: 'No Special Offerings Available',
              noMatch: 'No VIP experiences match your filters',
            }}
            onClear={clear}
          >
            {shownOfferings.map((offering) => (
              <li key={offering.id}>
                <OfferingCard
                  offering={offering}
                  state={offeringButtonState(offering, now)}
                  onPreOrder={() => setPreOrderId(offering.id)}
                />
              </li>
            ))}
          </TabList>
        </Tabs.Content>
      </Tabs.Root>
      {preOrdering ? (
        <PreOrderDialog
          offering={preOrdering}
          state={offeringButtonState(preOrdering, now)}
          onClose={() => setPreOrderId(null)}
        />
      ) : null}
      <CartSwitchDialog {...cartSwitch} />
    </div>
  );
}
