import { Gem, Mic2, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import {
  filterArtists,
  filterOfferings,
  filterPartnerships,
  genreOptions,
  NO_FILTERS,
  offeringButtonState,
  type PartnershipFilters,
} from '../../../contract/partnerships';
import { Skeleton } from '../../components/ui/skeleton';
import { useNow } from '../../hooks/use-now';
import { CartSwitchDialog } from '../vendors/cart-switch-dialog';
import { useArtists, usePartnerships, useSpecialOfferings } from './api';
import { ArtistCard } from './artist-card';
import { ListTab, type ListTabText } from './list-tab';
import { CurrentlyFeaturing } from './currently-featuring';
import { OfferingCard } from './offering-card';
import { PartnershipCard } from './partnership-card';
import { PartnershipFilterCard } from './partnership-filters';
import { PreOrderDialog } from './pre-order-dialog';
import { useAddSpecial } from './use-add-special';

type Tab = 'artists' | 'specials' | 'vip';

/** Each tab's words: its trigger, what it lists, and its two empty states. */
const TABS = {
  artists: {
    value: 'artists',
    label: 'All Artists',
    what: 'artists',
    none: 'No Artists Yet',
    noMatch: 'No artists match your filters',
  },
  specials: {
    value: 'specials',
    label: 'Artist Specials',
    what: 'artist specials',
    none: 'No Artist Partnerships Yet',
    noMatch: 'No partnerships match your filters',
  },
  vip: {
    value: 'vip',
    label: 'VIP Experiences',
    what: 'VIP experiences',
    none: 'No Special Offerings Available',
    noMatch: 'No VIP experiences match your filters',
  },
} as const satisfies Record<Tab, ListTabText>;

// three tabs side by side on a 360 px phone: smaller words that wrap between, never inside them
const TAB_TRIGGER =
  'inline-flex min-h-11 min-w-0 items-center justify-center rounded-lg px-1.5 py-1.5 text-center text-xs leading-tight font-semibold text-muted-foreground [overflow-wrap:normal] data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-3 sm:text-sm';

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
          {(
            [
              [TABS.artists, shownArtists],
              [TABS.specials, shownPartnerships],
              [TABS.vip, shownOfferings],
            ] as const
          ).map(([tab, shown]) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={TAB_TRIGGER}>
              {tab.label} ({shown.length})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <ListTab
          tab={TABS.artists}
          query={artists}
          shown={shownArtists}
          onClear={clear}
          card={(artist) => <ArtistCard artist={artist} />}
        />
        <ListTab
          tab={TABS.specials}
          query={partnerships}
          shown={shownPartnerships}
          onClear={clear}
          card={(partnership) => (
            <PartnershipCard
              partnership={partnership}
              isAdding={addingId === partnership.id}
              onAdd={() => void addSpecial(partnership)}
            />
          )}
        />
        <ListTab
          tab={TABS.vip}
          query={offerings}
          shown={shownOfferings}
          onClear={clear}
          card={(offering) => (
            <OfferingCard
              offering={offering}
              state={offeringButtonState(offering, now)}
              onPreOrder={() => setPreOrderId(offering.id)}
            />
          )}
        />
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
