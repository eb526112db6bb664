import {
  BUSINESS_SIZES,
  IMPACT_LEVELS,
  STORY_INDUSTRIES,
  STORY_TAGS,
  slugify,
  type BusinessSize,
  type ImpactLevel,
  type StoryIndustry,
  type StoryTag,
  type SuccessStory,
} from './success-story';

/** The success story filters (req SITE-4): an empty group sets no constraint. */
export interface StoryFilters {
  industries: readonly StoryIndustry[];
  sizes: readonly BusinessSize[];
  impacts: readonly ImpactLevel[];
  tags: readonly StoryTag[];
}

export type StoryFilterGroup = keyof StoryFilters;
export type StoryFilterValue<G extends StoryFilterGroup> = StoryFilters[G][number];

export const NO_STORY_FILTERS: StoryFilters = { industries: [], sizes: [], impacts: [], tags: [] };

/** Every value each group can take, in the order the filters list them. */
export const STORY_FILTER_OPTIONS: { readonly [G in StoryFilterGroup]: StoryFilters[G] } = {
  industries: STORY_INDUSTRIES,
  sizes: BUSINESS_SIZES,
  impacts: IMPACT_LEVELS,
  tags: STORY_TAGS,
};

export const STORY_FILTER_GROUPS: readonly StoryFilterGroup[] = [
  'industries',
  'sizes',
  'impacts',
  'tags',
];

/** What a filter looks at in a story. */
export type FilterableStory = Pick<SuccessStory, 'industry' | 'businessSize' | 'impact' | 'tags'>;

function allows<T>(selected: readonly T[], value: T): boolean {
  return selected.length === 0 || selected.includes(value);
}

/**
 * Whether a story passes the filters: within a group any selected value matches (OR), every group
 * with a selection must match (AND), and the tag group matches when the story has any selected tag.
 */
export function matchesStoryFilters(story: FilterableStory, filters: StoryFilters): boolean {
  return (
    allows(filters.industries, story.industry) &&
    allows(filters.sizes, story.businessSize) &&
    allows(filters.impacts, story.impact) &&
    (filters.tags.length === 0 || story.tags.some((tag) => filters.tags.includes(tag)))
  );
}

/** The stories that pass the filters, in their original order. */
export function filterStories<S extends FilterableStory>(
  stories: readonly S[],
  filters: StoryFilters,
): S[] {
  return stories.filter((story) => matchesStoryFilters(story, filters));
}

/** How many values are selected across all groups. */
export function activeStoryFilterCount(filters: StoryFilters): number {
  return STORY_FILTER_GROUPS.reduce((count, group) => count + filters[group].length, 0);
}

export function hasActiveStoryFilters(filters: StoryFilters): boolean {
  return activeStoryFilterCount(filters) > 0;
}

/** Keeps only known values, once each, in the order of STORY_FILTER_OPTIONS. */
function canonical<G extends StoryFilterGroup>(
  group: G,
  values: readonly string[],
): StoryFilters[G] {
  const options: readonly string[] = STORY_FILTER_OPTIONS[group];
  return options.filter((option) => values.includes(option)) as unknown as StoryFilters[G];
}

/** The filters with unknown and repeated values dropped and each group in its canonical order. */
export function normalizeStoryFilters(filters: StoryFilters): StoryFilters {
  return {
    industries: canonical('industries', filters.industries),
    sizes: canonical('sizes', filters.sizes),
    impacts: canonical('impacts', filters.impacts),
    tags: canonical('tags', filters.tags),
  };
}

/** Selects the value in its group, or deselects it when it is selected. */
export function toggleStoryFilter<G extends StoryFilterGroup>(
  filters: StoryFilters,
  group: G,
  value: StoryFilterValue<G>,
): StoryFilters {
  const current: readonly string[] = filters[group];
  const next = current.includes(value)
    ? current.filter((selected) => selected !== value)
    : [...current, value];
  return normalizeStoryFilters({ ...filters, [group]: next });
}

/** The query parameter of each group: /success-stories?industry=energy&size=smb&tag=pricing. */
export const STORY_FILTER_QUERY_KEYS: { readonly [G in StoryFilterGroup]: string } = {
  industries: 'industry',
  sizes: 'size',
  impacts: 'impact',
  tags: 'tag',
};

/** The filters named by a list page's query (slugs, one parameter per value); unknown values are ignored. */
export function storyFiltersFromQuery(query: URLSearchParams): StoryFilters {
  const pick = <G extends StoryFilterGroup>(group: G): StoryFilters[G] => {
    const slugs = query.getAll(STORY_FILTER_QUERY_KEYS[group]);
    const options: readonly string[] = STORY_FILTER_OPTIONS[group];
    return canonical(
      group,
      options.filter((option) => slugs.includes(slugify(option))),
    );
  };
  return {
    industries: pick('industries'),
    sizes: pick('sizes'),
    impacts: pick('impacts'),
    tags: pick('tags'),
  };
}

/** The query naming the filters, in a stable order (empty for no filters). */
export function storyFiltersToQuery(filters: StoryFilters): URLSearchParams {
  const query = new URLSearchParams();
  const normalized = normalizeStoryFilters(filters);
  for (const group of STORY_FILTER_GROUPS) {
    for (const value of normalized[group]) {
      query.append(STORY_FILTER_QUERY_KEYS[group], slugify(value));
    }
  }
  return query;
}

/** One selected value of one group. */
export type StoryFilterChoice = {
  [G in StoryFilterGroup]: { group: G; value: StoryFilterValue<G> };
}[StoryFilterGroup];

/** Every selected value, group by group. */
export function selectedStoryFilters(filters: StoryFilters): StoryFilterChoice[] {
  return [
    ...filters.industries.map((value) => ({ group: 'industries' as const, value })),
    ...filters.sizes.map((value) => ({ group: 'sizes' as const, value })),
    ...filters.impacts.map((value) => ({ group: 'impacts' as const, value })),
    ...filters.tags.map((value) => ({ group: 'tags' as const, value })),
  ];
}

/** The filters without one selected value. */
export function withoutStoryFilter(filters: StoryFilters, choice: StoryFilterChoice): StoryFilters {
  const remaining = (filters[choice.group] as readonly string[]).filter(
    (value) => value !== choice.value,
  );
  return normalizeStoryFilters({ ...filters, [choice.group]: remaining });
}

/**
 * For a selection that matches too little: each selected value whose removal would show stories,
 * with how many it would show, the most first (the filters' order breaking ties).
 */
export function storyFilterRelaxations<S extends FilterableStory>(
  stories: readonly S[],
  filters: StoryFilters,
): Array<{ choice: StoryFilterChoice; count: number }> {
  return selectedStoryFilters(filters)
    .map((choice) => ({
      choice,
      count: filterStories(stories, withoutStoryFilter(filters, choice)).length,
    }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
}
