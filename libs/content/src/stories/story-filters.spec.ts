import fc from 'fast-check';
import {
  BUSINESS_SIZES,
  IMPACT_LEVELS,
  STORY_INDUSTRIES,
  STORY_TAGS,
  type StoryTag,
} from './success-story';
import { SUCCESS_STORIES } from './success-stories';
import {
  NO_STORY_FILTERS,
  STORY_FILTER_GROUPS,
  STORY_FILTER_OPTIONS,
  activeStoryFilterCount,
  filterStories,
  hasActiveStoryFilters,
  normalizeStoryFilters,
  selectedStoryFilters,
  storyFilterRelaxations,
  storyFiltersFromQuery,
  storyFiltersToQuery,
  toggleStoryFilter,
  withoutStoryFilter,
  type FilterableStory,
  type StoryFilters,
} from './story-filters';

const ids = (stories: readonly { id: string }[]) => stories.map((story) => story.id);
const only = (filters: Partial<StoryFilters>): StoryFilters => ({
  ...NO_STORY_FILTERS,
  ...filters,
});

const storyArb: fc.Arbitrary<FilterableStory> = fc.record({
  industry: fc.constantFrom(...STORY_INDUSTRIES),
  businessSize: fc.constantFrom(...BUSINESS_SIZES),
  impact: fc.constantFrom(...IMPACT_LEVELS),
  tags: fc.uniqueArray(fc.constantFrom(...STORY_TAGS), { maxLength: 6 }),
});
const storiesArb = fc.oneof(
  fc.constant<readonly FilterableStory[]>(SUCCESS_STORIES),
  fc.array(storyArb, { maxLength: 25 }),
);
const filtersArb: fc.Arbitrary<StoryFilters> = fc.record({
  industries: fc.subarray([...STORY_INDUSTRIES]),
  sizes: fc.subarray([...BUSINESS_SIZES]),
  impacts: fc.subarray([...IMPACT_LEVELS]),
  tags: fc.subarray([...STORY_TAGS]),
});
const groupArb = fc.constantFrom(...STORY_FILTER_GROUPS);

/** The spec's rule, stated on its own: each group with a selection must match, a group matching on any selected value. */
function passes(story: FilterableStory, filters: StoryFilters): boolean {
  const storyValues = {
    industries: [story.industry],
    sizes: [story.businessSize],
    impacts: [story.impact],
    tags: story.tags,
  };
  return STORY_FILTER_GROUPS.every((group) => {
    const selected: readonly string[] = filters[group];
    const values: readonly string[] = storyValues[group];
    return selected.length === 0 || values.some((value) => selected.includes(value));
  });
}

describe('filterStories, by example', () => {
  it('keeps every story without filters', () => {
    expect(filterStories(SUCCESS_STORIES, NO_STORY_FILTERS)).toEqual(SUCCESS_STORIES);
  });

  it('finds the one story of an industry', () => {
    expect(ids(filterStories(SUCCESS_STORIES, only({ industries: ['Healthcare'] })))).toEqual([
      'lumen-health-partners-growth-round',
    ]);
  });

  it('combines values of one group with OR', () => {
    expect(
      ids(filterStories(SUCCESS_STORIES, only({ industries: ['Healthcare', 'Energy'] }))),
    ).toEqual(['lumen-health-partners-growth-round', 'cascadia-renewable-power-green-bond']);
    expect(filterStories(SUCCESS_STORIES, only({ sizes: ['Startup'] }))).toHaveLength(4);
    expect(filterStories(SUCCESS_STORIES, only({ sizes: ['Startup', 'SMB'] }))).toHaveLength(8);
  });

  it('combines groups with AND', () => {
    expect(
      ids(
        filterStories(
          SUCCESS_STORIES,
          only({ industries: ['Healthcare', 'Energy'], sizes: ['Enterprise'] }),
        ),
      ),
    ).toEqual(['cascadia-renewable-power-green-bond']);
    expect(
      ids(filterStories(SUCCESS_STORIES, only({ impacts: ['medium'], tags: ['Pricing'] }))),
    ).toEqual([
      'fairhaven-home-pricing-and-promotions',
      'brightwell-academies-enrolment-turnaround',
    ]);
  });

  it('matches a tag filter when the story has any of the selected tags', () => {
    expect(ids(filterStories(SUCCESS_STORIES, only({ tags: ['Pricing'] })))).toEqual([
      'fieldstone-robotics-pilots-to-fleet-contracts',
      'fairhaven-home-pricing-and-promotions',
      'tessellate-analytics-repeatable-growth',
      'brightwell-academies-enrolment-turnaround',
      'harborline-logistics-profitable-growth',
    ]);
    expect(
      filterStories(SUCCESS_STORIES, only({ tags: ['Pricing', 'Sustainability'] })),
    ).toHaveLength(8);
  });

  it('finds nothing when the groups exclude each other', () => {
    expect(
      filterStories(SUCCESS_STORIES, only({ industries: ['Healthcare'], sizes: ['Startup'] })),
    ).toEqual([]);
  });
});

describe('filterStories, for any stories and filters', () => {
  it('keeps exactly the stories that pass every group with a selection', () => {
    fc.assert(
      fc.property(storiesArb, filtersArb, (stories, filters) => {
        const kept = new Set(filterStories(stories, filters));
        for (const story of stories) expect(kept.has(story)).toBe(passes(story, filters));
      }),
    );
  });

  it('keeps the stories in their order', () => {
    fc.assert(
      fc.property(storiesArb, filtersArb, (stories, filters) => {
        const positions = filterStories(stories, filters).map((story) => stories.indexOf(story));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('keeps everything when no group has a selection', () => {
    fc.assert(
      fc.property(storiesArb, (stories) => {
        expect(filterStories(stories, NO_STORY_FILTERS)).toEqual(stories);
      }),
    );
  });

  it('is the intersection of each group applied on its own (AND across groups)', () => {
    fc.assert(
      fc.property(storiesArb, filtersArb, (stories, filters) => {
        const perGroup = STORY_FILTER_GROUPS.map(
          (group) => new Set(filterStories(stories, only({ [group]: filters[group] }))),
        );
        const intersection = stories.filter((story) => perGroup.every((set) => set.has(story)));
        expect(filterStories(stories, filters)).toEqual(intersection);
      }),
    );
  });

  it('is the union of two selections within a group (OR within a group)', () => {
    fc.assert(
      fc.property(storiesArb, filtersArb, groupArb, fc.nat(), (stories, filters, group, cut) => {
        const selected: readonly string[] = filters[group];
        fc.pre(selected.length >= 2);
        const split = 1 + (cut % (selected.length - 1));
        const first = new Set(
          filterStories(stories, { ...filters, [group]: selected.slice(0, split) }),
        );
        const second = new Set(
          filterStories(stories, { ...filters, [group]: selected.slice(split) }),
        );
        const union = stories.filter((story) => first.has(story) || second.has(story));
        expect(filterStories(stories, filters)).toEqual(union);
      }),
    );
  });

  it('never loses a story when a value is added to a group that has a selection', () => {
    fc.assert(
      fc.property(storiesArb, filtersArb, groupArb, fc.nat(), (stories, filters, group, pick) => {
        const options: readonly string[] = STORY_FILTER_OPTIONS[group];
        const selected: readonly string[] = filters[group];
        const unselected = options.filter((option) => !selected.includes(option));
        fc.pre(selected.length > 0 && unselected.length > 0);
        const wider = { ...filters, [group]: [...selected, unselected[pick % unselected.length]] };
        const before = filterStories(stories, filters);
        const after = new Set(filterStories(stories, wider));
        for (const story of before) expect(after.has(story)).toBe(true);
      }),
    );
  });

  it('never gains a story when a group gets its first selection', () => {
    fc.assert(
      fc.property(storiesArb, filtersArb, groupArb, fc.nat(), (stories, filters, group, pick) => {
        const options: readonly string[] = STORY_FILTER_OPTIONS[group];
        const narrower = { ...filters, [group]: [options[pick % options.length]] };
        const emptied = { ...filters, [group]: [] };
        const before = new Set(filterStories(stories, emptied));
        for (const story of filterStories(stories, narrower)) expect(before.has(story)).toBe(true);
      }),
    );
  });

  it('does not depend on the order or repetition of the selected values', () => {
    fc.assert(
      fc.property(storiesArb, filtersArb, (stories, filters) => {
        const shuffled: StoryFilters = {
          industries: [...filters.industries].reverse(),
          sizes: [...filters.sizes, ...filters.sizes],
          impacts: [...filters.impacts].reverse(),
          tags: [...filters.tags].reverse(),
        };
        expect(filterStories(stories, shuffled)).toEqual(filterStories(stories, filters));
      }),
    );
  });

  it('keeps every story with a tag when all tags are selected', () => {
    fc.assert(
      fc.property(storiesArb, (stories) => {
        const all = filterStories(stories, only({ tags: [...STORY_TAGS] }));
        expect(all).toEqual(stories.filter((story) => story.tags.length > 0));
      }),
    );
  });
});

describe('the filter state', () => {
  it('counts the selected values', () => {
    expect(activeStoryFilterCount(NO_STORY_FILTERS)).toBe(0);
    expect(hasActiveStoryFilters(NO_STORY_FILTERS)).toBe(false);
    const filters = only({ industries: ['Retail', 'Energy'], tags: ['Pricing'] });
    expect(activeStoryFilterCount(filters)).toBe(3);
    expect(hasActiveStoryFilters(filters)).toBe(true);
  });

  it('toggles a value on and off, keeping each group in the order of its options', () => {
    const once = toggleStoryFilter(only({ tags: ['Sustainability'] }), 'tags', 'Pricing');
    expect(once.tags).toEqual(['Pricing', 'Sustainability']);
    expect(toggleStoryFilter(once, 'tags', 'Sustainability').tags).toEqual(['Pricing']);
  });

  it('comes back to where it was after toggling the same value twice', () => {
    fc.assert(
      fc.property(filtersArb, groupArb, fc.nat(), (filters, group, pick) => {
        const options = STORY_FILTER_OPTIONS[group];
        const value = options[pick % options.length] as StoryTag;
        // Any group's value works the same way; the cast only names one of the value types.
        const twice = toggleStoryFilter(
          toggleStoryFilter(filters, group as 'tags', value),
          group as 'tags',
          value,
        );
        expect(twice).toEqual(normalizeStoryFilters(filters));
      }),
    );
  });
});

describe('the filters in the address', () => {
  it('names each selected value by its slug, one parameter per value', () => {
    const query = storyFiltersToQuery(
      only({
        industries: ['Food & Beverage', 'Technology'],
        sizes: ['SMB'],
        impacts: ['high'],
        tags: ['AI & Automation'],
      }),
    );
    expect(query.toString()).toBe(
      'industry=technology&industry=food-and-beverage&size=smb&impact=high&tag=ai-and-automation',
    );
    expect(storyFiltersToQuery(NO_STORY_FILTERS).toString()).toBe('');
  });

  it('reads the filters back, ignoring unknown values and other parameters', () => {
    const filters = storyFiltersFromQuery(
      new URLSearchParams(
        'tag=pricing&industry=energy&industry=atlantis&size=SMB&size=smb&impact=low&utm_source=mail',
      ),
    );
    expect(filters).toEqual(only({ industries: ['Energy'], sizes: ['SMB'], tags: ['Pricing'] }));
  });

  it('round-trips any selection', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(storyFiltersFromQuery(storyFiltersToQuery(filters))).toEqual(
          normalizeStoryFilters(filters),
        );
      }),
    );
  });

  it('reads only known values from any query', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('industry', 'size', 'impact', 'tag', 'x'), fc.string())),
        (pairs) => {
          const filters = storyFiltersFromQuery(new URLSearchParams(pairs));
          for (const group of STORY_FILTER_GROUPS) {
            const options: readonly string[] = STORY_FILTER_OPTIONS[group];
            for (const value of filters[group]) expect(options).toContain(value);
          }
        },
      ),
    );
  });
});

describe('ways out of an empty result', () => {
  it('suggests removing the filter that brings back the most stories first', () => {
    const filters = only({ industries: ['Healthcare'], sizes: ['Startup'] });
    expect(filterStories(SUCCESS_STORIES, filters)).toEqual([]);
    // Without Healthcare, the four startups; without Startup, Lumen Health Partners.
    expect(storyFilterRelaxations(SUCCESS_STORIES, filters)).toEqual([
      { choice: { group: 'industries', value: 'Healthcare' }, count: 4 },
      { choice: { group: 'sizes', value: 'Startup' }, count: 1 },
    ]);
  });

  it('lists every selected value once, and removes exactly one', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const choices = selectedStoryFilters(filters);
        expect(choices).toHaveLength(activeStoryFilterCount(filters));
        for (const choice of choices) {
          const without = withoutStoryFilter(filters, choice);
          expect(activeStoryFilterCount(without)).toBe(activeStoryFilterCount(filters) - 1);
          expect(without[choice.group] as readonly string[]).not.toContain(choice.value);
        }
      }),
    );
  });

  it('only suggests removals that show stories, with their true count, most first', () => {
    fc.assert(
      fc.property(storiesArb, filtersArb, (stories, filters) => {
        const relaxations = storyFilterRelaxations(stories, filters);
        for (const { choice, count } of relaxations) {
          expect(count).toBeGreaterThan(0);
          expect(filterStories(stories, withoutStoryFilter(filters, choice))).toHaveLength(count);
        }
        const counts = relaxations.map(({ count }) => count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }),
    );
  });
});
