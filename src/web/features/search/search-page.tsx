import { useState } from 'react';
import { LocateFixed, SearchX, Timer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SearchField } from '../../components/ui/search-field';
import { Spinner } from '../../components/ui/skeleton';
import { usePreferences } from '../profile/preferences';
import { useGeolocation } from '../location/use-geolocation';
import { useVendors } from '../vendors/api';
import { ChipRow, FilterChip } from '../../components/ui/filter-chip';
import { LoadError } from '../../components/load-error';
import { VendorCard, VendorCardSkeleton } from '../vendors/vendor-card';
import {
  CUISINE_CHIPS,
  matchesCuisine,
  matchesText,
  sortVendors,
  vendorDistanceKm,
  type CuisineChip,
  type SearchSort,
} from '../vendors/vendor-filters';
import { AllergenFilterButton } from '../vendors/allergen-filter-button';
import { LocationNotice } from './location-notice';
import { useMenuSafety } from './use-menu-safety';

/** Whether the menus could be checked for the avoided allergens; search works either way. */
function MenuSafetyStatus({ safety }: { safety: ReturnType<typeof useMenuSafety> }) {
  if (!safety.isFiltering) return null;
  if (safety.items.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Checking menus for {safety.avoided}…
      </p>
    );
  if (safety.items.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <p className="text-destructive">We couldn&apos;t check the menus for {safety.avoided}.</p>
        <Button variant="outline" size="sm" onClick={() => void safety.items.refetch()}>
          Try again
        </Button>
      </div>
    );
  return null;
}

/** customer spec 2, Search (/search). */
export function SearchPage() {
  const [query, setQuery] = useState('');
  const [cuisine, setCuisine] = useState<CuisineChip>('all');
  const [sort, setSort] = useState<SearchSort>('relevance');
  const [preferences, setPreferences] = usePreferences();
  const location = useGeolocation();
  const vendors = useVendors();
  const coords = location.status === 'granted' ? location.coords : null;
  const safety = useMenuSafety();

  const findNearest = () => {
    if (sort === 'nearest') return setSort('relevance');
    setSort('nearest');
    // the Location Services preference (accounts spec 2.4) is asked about before the device is
    if (preferences.locationServices && location.status !== 'granted') location.request();
  };
  const turnOnLocation = () => {
    setPreferences({ locationServices: true });
    location.request();
  };
  const clearFilters = () => {
    setQuery('');
    setCuisine('all');
    setSort('relevance');
  };

  const results = safety.arrange(
    sortVendors(
      (vendors.data ?? []).filter(
        (vendor) =>
          matchesText(vendor, query, ['name', 'cuisine', 'description']) &&
          matchesCuisine(vendor, cuisine),
      ),
      sort,
      coords,
    ),
  );

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-5 lg:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Find Food</h1>
      <SearchField
        id="vendor-search"
        label="Search by name, cuisine or dish"
        value={query}
        onChange={setQuery}
        placeholder="Name, cuisine or dish"
      />
      <ChipRow role="group" aria-label="Cuisine">
        {CUISINE_CHIPS.map((chip) => (
          <FilterChip
            key={chip.value}
            isPressed={cuisine === chip.value}
            onClick={() => setCuisine(chip.value)}
          >
            {chip.label}
          </FilterChip>
        ))}
      </ChipRow>
      <div role="group" aria-label="Sort" className="grid grid-cols-2 gap-2 sm:flex">
        <FilterChip isPressed={sort === 'nearest'} onClick={findNearest} className="justify-center">
          {sort === 'nearest' && location.status === 'loading' ? (
            <Spinner className="size-4" label="Finding your location" />
          ) : (
            <LocateFixed aria-hidden />
          )}
          Find Nearest
        </FilterChip>
        <FilterChip
          isPressed={sort === 'quickest'}
          onClick={() => setSort(sort === 'quickest' ? 'relevance' : 'quickest')}
          className="justify-center"
        >
          <Timer aria-hidden />
          Quick Pickup
        </FilterChip>
      </div>
      <AllergenFilterButton className="justify-self-start" />
      <MenuSafetyStatus safety={safety} />
      {sort === 'nearest' ? (
        <LocationNotice
          isPreferenceOn={preferences.locationServices}
          status={location.status}
          failure={location.failure}
          message={location.message}
          onTurnOn={turnOnLocation}
          onRetry={location.request}
          onDismiss={() => setSort('relevance')}
        />
      ) : null}
      {vendors.isPending ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading vendors">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <VendorCardSkeleton />
            </li>
          ))}
        </ul>
      ) : vendors.isError ? (
        <LoadError title="We couldn't load the vendors" query={vendors} />
      ) : results.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-bold">No Results Found</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Nothing matches your search. Try another word or cuisine.
          </p>
          <Button onClick={clearFilters}>Clear Filters</Button>
        </div>
      ) : (
        <section aria-labelledby="results-count" className="grid gap-3">
          <h2 id="results-count" aria-live="polite" className="text-sm text-muted-foreground">
            {results.length} found
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((vendor) => (
              <li key={vendor.id}>
                <VendorCard
                  vendor={vendor}
                  distanceKm={vendorDistanceKm(vendor, coords)}
                  menuNote={safety.noteFor(vendor)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
