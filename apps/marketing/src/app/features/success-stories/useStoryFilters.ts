import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import {
  NO_STORY_FILTERS,
  STORY_FILTER_QUERY_KEYS,
  storyFiltersFromQuery,
  storyFiltersToQuery,
  toggleStoryFilter,
  withoutStoryFilter,
  type StoryFilterChoice,
  type StoryFilterGroup,
  type StoryFilterValue,
  type StoryFilters,
} from '@consult/content';
import { useHydrated } from '@consult/ui';

export type ToggleStoryFilter = <G extends StoryFilterGroup>(
  group: G,
  value: StoryFilterValue<G>,
) => void;

export interface StoryFilterState {
  filters: StoryFilters;
  /** These three keep their identity from render to render (memoised chips stay put). */
  toggle: ToggleStoryFilter;
  remove: (choice: StoryFilterChoice) => void;
  clear: () => void;
}

/**
 * The list's filters, kept in the address (`?industry=energy&tag=pricing`) so that a filtered list
 * can be shared and comes back on Back. Each change replaces the history entry (Back leaves the
 * list rather than undoing clicks) and keeps the scroll position. The prerendered page has no
 * filters, so they apply from the first render after hydration.
 */
export function useStoryFilters(): StoryFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  const query = searchParams.toString();

  // The address last asked for, until the router shows it: a second click that comes before the
  // router has rendered the first builds on it rather than on the older address. A navigation of
  // someone else's (Back, a link) ends the wait.
  const requested = useRef<string | null>(null);
  const rendered = useRef({ query, setSearchParams });
  useEffect(() => {
    rendered.current = { query, setSearchParams };
    if (navigationType !== 'REPLACE' || query === requested.current) requested.current = null;
  }, [navigationType, query, setSearchParams]);

  const filters = useMemo(
    () => (hydrated ? storyFiltersFromQuery(new URLSearchParams(query)) : NO_STORY_FILTERS),
    [hydrated, query],
  );

  const update = useCallback((change: (current: StoryFilters) => StoryFilters) => {
    const next = new URLSearchParams(requested.current ?? rendered.current.query);
    const changed = change(storyFiltersFromQuery(next));
    // Other parameters (a campaign's, say) stay as they are.
    for (const key of Object.values(STORY_FILTER_QUERY_KEYS)) next.delete(key);
    for (const [key, value] of storyFiltersToQuery(changed)) next.append(key, value);
    requested.current = next.toString();
    rendered.current.setSearchParams(next, { replace: true, preventScrollReset: true });
  }, []);

  const toggle = useCallback<ToggleStoryFilter>(
    (group, value) => update((current) => toggleStoryFilter(current, group, value)),
    [update],
  );
  const remove = useCallback(
    (choice: StoryFilterChoice) => update((current) => withoutStoryFilter(current, choice)),
    [update],
  );
  const clear = useCallback(() => update(() => NO_STORY_FILTERS), [update]);

  return { filters, toggle, remove, clear };
}
