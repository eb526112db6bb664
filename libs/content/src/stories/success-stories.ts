import { BAYFRONT_PROPERTY_TRUST } from './catalogue/bayfront-property-trust';
import { BRIGHTWELL_ACADEMIES } from './catalogue/brightwell-academies';
import { CASCADIA_RENEWABLE_POWER } from './catalogue/cascadia-renewable-power';
import { CRESTVIEW_MANUFACTURING } from './catalogue/crestview-manufacturing';
import { FAIRHAVEN_HOME } from './catalogue/fairhaven-home';
import { FIELDSTONE_ROBOTICS } from './catalogue/fieldstone-robotics';
import { HARBORLINE_LOGISTICS } from './catalogue/harborline-logistics';
import { HELIX_POINTE_THERAPEUTICS } from './catalogue/helix-pointe-therapeutics';
import { KEYSTONE_MUTUAL_BANK } from './catalogue/keystone-mutual-bank';
import { LUMEN_HEALTH_PARTNERS } from './catalogue/lumen-health-partners';
import { TESSELLATE_ANALYTICS } from './catalogue/tessellate-analytics';
import { WILDROOT_PROVISIONS } from './catalogue/wildroot-provisions';
import type { SuccessStory } from './success-story';

/** The twelve success stories, one per industry, in the order of STORY_INDUSTRIES. */
export const SUCCESS_STORIES: readonly SuccessStory[] = [
  FIELDSTONE_ROBOTICS,
  LUMEN_HEALTH_PARTNERS,
  FAIRHAVEN_HOME,
  CRESTVIEW_MANUFACTURING,
  KEYSTONE_MUTUAL_BANK,
  TESSELLATE_ANALYTICS,
  BAYFRONT_PROPERTY_TRUST,
  BRIGHTWELL_ACADEMIES,
  CASCADIA_RENEWABLE_POWER,
  HARBORLINE_LOGISTICS,
  WILDROOT_PROVISIONS,
  HELIX_POINTE_THERAPEUTICS,
];

/** The story with this id, or undefined for an unknown one. */
export function findSuccessStory(id: string | undefined): SuccessStory | undefined {
  return SUCCESS_STORIES.find((story) => story.id === id);
}

/**
 * Other stories to read after this one: those sharing the most tags with it (at least one), the
 * catalogue's order breaking ties.
 */
export function relatedSuccessStories(
  story: SuccessStory,
  limit = 3,
  stories: readonly SuccessStory[] = SUCCESS_STORIES,
): SuccessStory[] {
  const shared = (other: SuccessStory) =>
    other.tags.filter((tag) => story.tags.includes(tag)).length;
  return stories
    .filter((other) => other.id !== story.id && shared(other) > 0)
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}
