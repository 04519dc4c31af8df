import type { Ref } from 'react';
import type { ArticleSort, ReadingState } from '@/shared/articles/article-schemas';
import type { LibraryDensity } from '@/web/features/library/api/save-library-density';
import { DensityToggle } from '@/web/features/library/components/density-toggle';
import { ListSelect } from '@/web/features/library/components/list-select';
import { SearchBox } from '@/web/features/library/components/search-box';
import {
  effectiveSort,
  isSearching,
  type ListFilter,
} from '@/web/features/library/lib/list-filter';

type LibraryToolbarProps = {
  filter: ListFilter;
  onFilterChange: (filter: ListFilter) => void;
  searching: boolean;
  searchRef?: Ref<HTMLInputElement>;
  density: LibraryDensity;
  onDensityChange: (density: LibraryDensity) => void;
};

type ProgressChoice = ReadingState | 'all';
const PROGRESS_OPTIONS: ReadonlyArray<{ value: ProgressChoice; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'finished', label: 'Finished' },
];

const SORT_OPTIONS: ReadonlyArray<{ value: ArticleSort; label: string }> = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** Search, progress filter, order and density: how the reader narrows and lays out the list. */
export function LibraryToolbar({
  filter,
  onFilterChange,
  searching,
  searchRef,
  density,
  onDensityChange,
}: LibraryToolbarProps) {
  // Relevance is an order of search results only.
  const sorts = isSearching(filter)
    ? SORT_OPTIONS
    : SORT_OPTIONS.filter((option) => option.value !== 'relevance');
  return (
    // Phones: search and density on one line, the selects under them; wider: all on one line.
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-3 sm:grid-cols-[1fr_auto_auto] sm:gap-x-3">
      <SearchBox
        value={filter.q}
        searching={searching}
        inputRef={searchRef}
        onSearch={(q) => onFilterChange({ ...filter, q })}
      />
      <div className="col-span-2 row-start-2 flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:gap-x-3">
        <ListSelect
          label="Show"
          value={filter.progress ?? 'all'}
          options={PROGRESS_OPTIONS}
          onChange={(progress) =>
            onFilterChange({ ...filter, progress: progress === 'all' ? null : progress })
          }
        />
        <ListSelect
          label="Sort"
          value={effectiveSort(filter)}
          options={sorts}
          onChange={(sort) => onFilterChange({ ...filter, sort })}
        />
      </div>
      <div className="col-start-2 row-start-1 sm:col-start-3">
        <DensityToggle density={density} onDensityChange={onDensityChange} />
      </div>
    </div>
  );
}
