import {
  BUSINESS_SIZES,
  IMPACT_LEVELS,
  STORY_INDUSTRIES,
  STORY_TAGS,
  slugify,
  storyParagraphs,
  type SuccessStory,
} from './success-story';
import { SUCCESS_STORIES, findSuccessStory, relatedSuccessStories } from './success-stories';

const TEXT_FIELDS = [
  'id',
  'title',
  'challenge',
  'solution',
  'result',
  'detailedChallenge',
  'detailedApproach',
  'detailedSolution',
  'timeline',
  'team',
  'roi',
] as const satisfies readonly (keyof SuccessStory)[];

describe('the success stories', () => {
  it('are twelve, one per listed industry, in the order of the industries', () => {
    expect(SUCCESS_STORIES).toHaveLength(12);
    expect(SUCCESS_STORIES.map((story) => story.industry)).toEqual([...STORY_INDUSTRIES]);
  });

  it('have unique slugs as ids', () => {
    const ids = SUCCESS_STORIES.map((story) => story.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('mix every business size and both impact levels', () => {
    for (const size of BUSINESS_SIZES) {
      expect(SUCCESS_STORIES.filter((story) => story.businessSize === size).length).toBeGreaterThan(
        1,
      );
    }
    for (const impact of IMPACT_LEVELS) {
      expect(SUCCESS_STORIES.filter((story) => story.impact === impact).length).toBeGreaterThan(1);
    }
  });

  it.each(SUCCESS_STORIES.map((story) => [story.id, story] as const))(
    '%s fills every field with real text',
    (_id, story) => {
      for (const field of TEXT_FIELDS) {
        expect(story[field].trim().length).toBeGreaterThan(field === 'id' ? 5 : 15);
        expect(story[field]).not.toMatch(/lorem|ipsum|TODO|TBD/i);
      }
      for (const field of ['detailedChallenge', 'detailedApproach', 'detailedSolution'] as const) {
        const paragraphs = storyParagraphs(story[field]);
        expect(paragraphs.length).toBeGreaterThanOrEqual(2);
        for (const paragraph of paragraphs) expect(paragraph.length).toBeGreaterThan(80);
      }
      expect(story.keyOutcomes.length).toBeGreaterThanOrEqual(4);
      expect(story.recognitions.length).toBeGreaterThanOrEqual(1);
      for (const line of [...story.keyOutcomes, ...story.recognitions]) {
        expect(line.trim().length).toBeGreaterThan(15);
      }
      expect(story.clientTestimonial.quote.length).toBeGreaterThan(60);
      expect(story.clientTestimonial.author.trim()).not.toBe('');
      // The position names the author's title and company.
      expect(story.clientTestimonial.position).toMatch(/^.+, .+$/);
    },
  );

  it('back each summary with a figure', () => {
    for (const story of SUCCESS_STORIES) expect(story.result).toMatch(/\d/);
  });

  it('tag each story with three to six distinct tags from the shared vocabulary', () => {
    for (const story of SUCCESS_STORIES) {
      expect(story.tags.length).toBeGreaterThanOrEqual(3);
      expect(story.tags.length).toBeLessThanOrEqual(6);
      expect(new Set(story.tags).size).toBe(story.tags.length);
      for (const tag of story.tags) expect(STORY_TAGS).toContain(tag);
    }
  });

  it('share every tag of the vocabulary between at least two stories, so a tag filter relates stories', () => {
    for (const tag of STORY_TAGS) {
      expect(SUCCESS_STORIES.filter((story) => story.tags.includes(tag)).length).toBeGreaterThan(1);
    }
  });

  it('include stories with more than three tags, whose cards show a "+N"', () => {
    expect(SUCCESS_STORIES.some((story) => story.tags.length > 3)).toBe(true);
  });
});

describe('findSuccessStory', () => {
  it('finds a story by its id', () => {
    const story = SUCCESS_STORIES[3];
    expect(findSuccessStory(story.id)).toBe(story);
  });

  it('finds nothing for an unknown or missing id', () => {
    expect(findSuccessStory('no-such-story')).toBeUndefined();
    expect(findSuccessStory(undefined)).toBeUndefined();
    expect(findSuccessStory('')).toBeUndefined();
  });
});

describe('slugify', () => {
  it('makes labels into address-friendly slugs', () => {
    expect(slugify('Food & Beverage')).toBe('food-and-beverage');
    expect(slugify('Financial Services')).toBe('financial-services');
    expect(slugify('SMB')).toBe('smb');
    expect(slugify('Go-to-Market')).toBe('go-to-market');
    expect(slugify('AI & Automation')).toBe('ai-and-automation');
  });

  it('gives every filter value its own slug', () => {
    for (const values of [STORY_INDUSTRIES, BUSINESS_SIZES, IMPACT_LEVELS, STORY_TAGS]) {
      const slugs = values.map(slugify);
      expect(new Set(slugs).size).toBe(values.length);
    }
  });
});

describe('storyParagraphs', () => {
  it('splits on blank lines and tidies the white space', () => {
    expect(storyParagraphs('One\nline.\n\n  Two.  \n \n\nThree.')).toEqual([
      'One line.',
      'Two.',
      'Three.',
    ]);
    expect(storyParagraphs('  ')).toEqual([]);
  });
});

describe('relatedSuccessStories', () => {
  it('suggests up to three other stories, those sharing the most tags first', () => {
    for (const story of SUCCESS_STORIES) {
      const related = relatedSuccessStories(story);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(story);
      const shared = related.map(
        (other) => other.tags.filter((tag) => story.tags.includes(tag)).length,
      );
      expect(shared.every((count) => count > 0)).toBe(true);
      expect(shared).toEqual([...shared].sort((a, b) => b - a));
    }
  });

  it('suggests the closest story first', () => {
    const harborline = SUCCESS_STORIES[9];
    expect(harborline.id).toBe('harborline-logistics-profitable-growth');
    // Crestview shares Operations, Cost Reduction and Data & Analytics with Harborline.
    expect(relatedSuccessStories(harborline)[0].id).toBe(
      'crestview-manufacturing-sales-and-operations-planning',
    );
  });
});
