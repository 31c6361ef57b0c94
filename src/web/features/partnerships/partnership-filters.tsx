import { SlidersHorizontal, X } from 'lucide-react';
import {
  NO_FILTERS,
  OFFERING_TYPE_LABEL,
  PARTNERSHIP_SORTS,
  PARTNERSHIP_TYPE_LABEL,
  SORT_LABEL,
  type PartnershipFilters,
  type PartnershipSort,
} from '../../../contract/partnerships';
import { Button } from '../../components/ui/button';
import { Label, NativeSelect } from '../../components/ui/input';
import { SearchField } from '../../components/ui/search-field';

type Chip = { key: keyof PartnershipFilters; label: string };

const TYPE_LABEL: Record<string, string> = { ...PARTNERSHIP_TYPE_LABEL, ...OFFERING_TYPE_LABEL };

/** The filters that differ from none, each as a removable chip. */
export function activeFilterChips(filters: PartnershipFilters): Chip[] {
  const chips: Chip[] = [];
  if (filters.search.trim()) chips.push({ key: 'search', label: `“${filters.search.trim()}”` });
  if (filters.genre) chips.push({ key: 'genre', label: filters.genre });
  if (filters.type) chips.push({ key: 'type', label: TYPE_LABEL[filters.type] ?? filters.type });
  if (filters.sort !== NO_FILTERS.sort)
    chips.push({ key: 'sort', label: SORT_LABEL[filters.sort] });
  return chips;
}

/**
 * accounts spec 2.13, Search & Filter: text over artist, item and vendor names; genre; type; sort
 * (the artist sort applies to Artist Specials only, accounts spec 5); the active filters as chips
 * and 'Clear all filters'.
 */
export function PartnershipFilterCard({
  filters,
  genres,
  isArtistSortShown,
  onChange,
}: {
  filters: PartnershipFilters;
  genres: readonly string[];
  isArtistSortShown: boolean;
  onChange: (filters: PartnershipFilters) => void;
}) {
  const set = (change: Partial<PartnershipFilters>) => onChange({ ...filters, ...change });
  const chips = activeFilterChips(filters);
  const sorts = PARTNERSHIP_SORTS.filter((sort) => isArtistSortShown || sort !== 'artist');
  const shownSort = sorts.includes(filters.sort) ? filters.sort : NO_FILTERS.sort;
  return (
    <section
      aria-labelledby="filters-heading"
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <h2 id="filters-heading" className="flex items-center gap-2 text-lg font-bold">
        <SlidersHorizontal className="size-5 text-accent" aria-hidden />
        Search & Filter
      </h2>
      <SearchField
        id="partnership-search"
        label="Search artists, items and vendors"
        value={filters.search}
        onChange={(search) => set({ search })}
        placeholder="Artist, item or vendor"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="partnership-genre">Genre</Label>
          <NativeSelect
            id="partnership-genre"
            value={filters.genre}
            onChange={(event) => set({ genre: event.target.value })}
          >
            <option value="">All genres</option>
            {genres.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="partnership-type">Type</Label>
          <NativeSelect
            id="partnership-type"
            value={filters.type}
            onChange={(event) => set({ type: event.target.value as PartnershipFilters['type'] })}
          >
            <option value="">All types</option>
            <optgroup label="Artist Specials">
              {Object.entries(PARTNERSHIP_TYPE_LABEL).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </optgroup>
            <optgroup label="VIP Experiences">
              {Object.entries(OFFERING_TYPE_LABEL).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="partnership-sort">Sort</Label>
          <NativeSelect
            id="partnership-sort"
            value={shownSort}
            onChange={(event) => set({ sort: event.target.value as PartnershipSort })}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABEL[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  onClick={() => set({ [chip.key]: NO_FILTERS[chip.key] })}
                  aria-label={`Remove filter ${chip.label}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary/60 bg-primary/10 px-3 text-sm font-semibold hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {chip.label}
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            Clear all filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}
