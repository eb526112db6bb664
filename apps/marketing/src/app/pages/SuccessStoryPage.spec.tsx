import { screen, within } from '@testing-library/react';
import { IMPACT_LABELS, SUCCESS_STORIES, storyParagraphs } from '@consult/content';
import { DEFAULT_FIRM } from '@consult/domain';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

// Each click re-renders the page with MUI in jsdom; on a busy machine a test takes several seconds.
jest.setTimeout(20_000);

async function openStory(id: string) {
  const rendered = renderRoutes(routes, { path: `/success-stories/${id}` });
  // The first visit loads the page's module (a lazy route), which can take a moment.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return rendered;
}

function structuredData(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null');
}

describe('a success story page', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401 } });
  });

  it.each(SUCCESS_STORIES.map((story) => [story.id, story] as const))(
    '%s shows every field of the story',
    async (_id, story) => {
      await openStory(story.id);
      const main = screen.getByRole('main');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(story.title);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const text = main.textContent ?? '';
      const expected = [
        story.industry,
        story.businessSize,
        IMPACT_LABELS[story.impact],
        story.challenge,
        story.solution,
        story.result,
        ...storyParagraphs(story.detailedChallenge),
        ...storyParagraphs(story.detailedApproach),
        ...storyParagraphs(story.detailedSolution),
        ...story.keyOutcomes,
        story.clientTestimonial.quote,
        story.clientTestimonial.author,
        story.clientTestimonial.position,
        story.timeline,
        story.team,
        story.roi,
        ...story.recognitions,
        ...story.tags,
      ];
      for (const value of expected) expect(text).toContain(value);
    },
  );

  it('lays the case study out under its headings, with the quote as a figure', async () => {
    const story = SUCCESS_STORIES[3];
    await openStory(story.id);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'At a glance',
        'The challenge',
        'Our approach',
        'The solution',
        'Key outcomes',
        'Recognition',
        'Topics',
        "In the client's words",
        'Facing a similar challenge?',
      ]),
    );
    const outcomes = screen.getByRole('region', { name: 'Key outcomes' });
    expect(
      within(outcomes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(story.keyOutcomes);
    const quote = screen.getByRole('figure');
    expect(quote.querySelector('blockquote')).toHaveTextContent(story.clientTestimonial.quote);
    expect(quote.querySelector('figcaption')).toHaveTextContent(
      `${story.clientTestimonial.author}${story.clientTestimonial.position}`,
    );
    const facts = screen.getByRole('region', { name: 'The engagement' });
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Timeline', 'Team', 'Return on investment']);
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([story.timeline, story.team, story.roi]);
  });

  it('links back to the list, to the stories of each topic, and to a consultation', async () => {
    const story = SUCCESS_STORIES[0];
    await openStory(story.id);
    expect(screen.getByRole('link', { name: 'Back to Success Stories' })).toHaveAttribute(
      'href',
      '/success-stories',
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/success-stories?tag=pricing',
    );
    const cta = screen.getByRole('region', { name: 'Facing a similar challenge?' });
    expect(within(cta).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute(
      'href',
      '/request-consultation',
    );
    const related = screen.getByRole('region', { name: 'Related success stories' });
    expect(within(related).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('describes itself to search engines as an article published by the firm', async () => {
    const story = SUCCESS_STORIES[8];
    await openStory(story.id);
    expect(document.title).toBe(`${story.title} | ${DEFAULT_FIRM.name}`);
    expect(structuredData()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: story.title,
      url: `http://localhost:4200/success-stories/${story.id}`,
      publisher: { '@type': 'Organization', name: DEFAULT_FIRM.name },
      author: { '@type': 'Organization', name: DEFAULT_FIRM.name },
    });
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    expect(description?.length).toBeLessThanOrEqual(160);
  });

  it("says 'Success Story Not Found' for an unknown id, with a way back", async () => {
    await openStory('no-such-story');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Success Story Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The story you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Success Stories' })).toHaveAttribute(
      'href',
      '/success-stories',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
