import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPACT_LABELS, SUCCESS_STORIES } from '@consult/content';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

// Each click re-renders the page with MUI in jsdom; on a busy machine a test takes several seconds.
jest.setTimeout(20_000);

const user = () => userEvent.setup();

async function openList(path = '/success-stories') {
  const rendered = renderRoutes(routes, { path });
  // The first visit loads the page's module (a lazy route), which can take a moment.
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Client Success Stories' },
    { timeout: 5000 },
  );
  return rendered;
}

function results() {
  return screen.getByRole('region', { name: 'Stories' });
}

function cardTitles(): string[] {
  return within(results())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

function titlesOf(ids: string[]): string[] {
  return ids.map((id) => SUCCESS_STORIES.find((story) => story.id === id)?.title ?? id);
}

function filterButton(name: string) {
  return within(screen.getByRole('region', { name: 'Filter stories' })).getByRole('button', {
    name,
  });
}

describe('the success stories list', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401 } });
  });

  it('shows all twelve stories, without a count while no filter is active', async () => {
    await openList();
    expect(cardTitles()).toEqual(SUCCESS_STORIES.map((story) => story.title));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('gives each card its title as a link to the story, its industry, size and impact label', async () => {
    await openList();
    const cards = within(results()).getAllByRole('article');
    cards.forEach((card, index) => {
      const story = SUCCESS_STORIES[index];
      expect(within(card).getByRole('link', { name: story.title })).toHaveAttribute(
        'href',
        `/success-stories/${story.id}`,
      );
      expect(card).toHaveTextContent(`Industry: ${story.industry}`);
      expect(card).toHaveTextContent(`Business size: ${story.businessSize}`);
      expect(card).toHaveTextContent(IMPACT_LABELS[story.impact]);
    });
    expect(within(cards[0]).getByText('High Impact')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Medium Impact')).toBeInTheDocument();
  });

  it('shows at most three tags on a card and counts the rest as +N', async () => {
    await openList();
    const cards = within(results()).getAllByRole('article');
    cards.forEach((card, index) => {
      const { tags } = SUCCESS_STORIES[index];
      const list = within(card).getByRole('list', { name: 'Tags' });
      const items = within(list).getAllByRole('listitem');
      expect(items.slice(0, 3).map((item) => item.textContent)).toEqual(tags.slice(0, 3));
      if (tags.length > 3) {
        expect(items).toHaveLength(4);
        expect(within(items[3]).getByText(`+${tags.length - 3}`)).toBeInTheDocument();
      } else {
        expect(items).toHaveLength(tags.length);
      }
    });
    // Wildroot Provisions has six tags: three shown, "+3".
    const wildroot = cards[10];
    expect(within(wildroot).getByText('+3')).toBeInTheDocument();
    expect(within(wildroot).queryByText('Sustainability')).not.toBeInTheDocument();
  });

  it('combines choices within a group with OR and across groups with AND, and counts the result', async () => {
    const { router } = await openList();
    const u = user();

    await u.click(filterButton('Healthcare'));
    expect(filterButton('Healthcare')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 12 stories');
    expect(cardTitles()).toEqual(titlesOf(['lumen-health-partners-growth-round']));

    await u.click(filterButton('Energy'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 12 stories');

    await u.click(filterButton('Enterprise'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 12 stories');
    expect(cardTitles()).toEqual(titlesOf(['cascadia-renewable-power-green-bond']));
    expect(router.state.location.search).toBe(
      '?industry=healthcare&industry=energy&size=enterprise',
    );

    await u.click(filterButton('Healthcare'));
    expect(filterButton('Healthcare')).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(titlesOf(['cascadia-renewable-power-green-bond']));
  });

  it('matches a tag filter when a story has any selected tag, and shows the selected tags first', async () => {
    await openList();
    const u = user();
    await u.click(filterButton('Sustainability'));
    expect(cardTitles()).toEqual(
      titlesOf([
        'bayfront-property-trust-portfolio-repositioning',
        'cascadia-renewable-power-green-bond',
        'wildroot-provisions-national-grocery-launch',
      ]),
    );
    // Sustainability is Wildroot's sixth tag; filtered by it, it comes first on the card.
    const wildroot = within(results()).getAllByRole('article')[2];
    expect(within(wildroot).getAllByRole('listitem')[0]).toHaveTextContent('Sustainability');

    await u.click(filterButton('Pricing'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 of 12 stories');

    await u.click(filterButton('Medium Impact'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 12 stories');
  });

  it('says so when nothing matches, and offers every story again', async () => {
    const { router } = await openList();
    const u = user();
    await u.click(filterButton('Healthcare'));
    await u.click(filterButton('Startup'));
    expect(screen.getByRole('status')).toHaveTextContent('No stories match these filters');
    expect(within(results()).queryAllByRole('article')).toHaveLength(0);
    expect(
      within(results()).getByRole('heading', { name: 'No stories match these filters' }),
    ).toBeInTheDocument();

    // It suggests the filters whose removal brings stories back, the most first.
    const remove = within(results()).getAllByRole('button', { name: /^Remove / });
    expect(remove.map((button) => button.textContent)).toEqual([
      'Remove Healthcare (4 stories)',
      'Remove Startup (1 story)',
    ]);

    await u.click(screen.getByRole('button', { name: 'Show all 12 stories' }));
    expect(cardTitles()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(filterButton('Healthcare')).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('');
  });

  it('removes the suggested filter from an empty result', async () => {
    const { router } = await openList('/success-stories?industry=energy&size=startup&tag=pricing');
    expect(screen.getByRole('status')).toHaveTextContent('No stories match these filters');
    await user().click(screen.getByRole('button', { name: 'Remove Energy (2 stories)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 12 stories');
    expect(router.state.location.search).toBe('?size=startup&tag=pricing');
  });

  it('clears every filter with Clear filters', async () => {
    await openList('/success-stories?size=startup&tag=pricing');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 12 stories');
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toHaveLength(12);
    expect(filterButton('Startup')).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens with the filters named in the address', async () => {
    await openList('/success-stories?size=startup&impact=high&utm_source=newsletter');
    expect(filterButton('Startup')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('High Impact')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 12 stories');
    expect(cardTitles()).toEqual(
      titlesOf([
        'fieldstone-robotics-pilots-to-fleet-contracts',
        'tessellate-analytics-repeatable-growth',
        'helix-pointe-therapeutics-licensing-partnership',
      ]),
    );
  });

  it('works from the keyboard: Tab reaches a filter, Enter and Space toggle it', async () => {
    await openList();
    const u = user();
    const technology = filterButton('Technology');
    act(() => technology.focus());
    await u.keyboard('{Enter}');
    expect(technology).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 12 stories');
    await u.tab();
    expect(filterButton('Healthcare')).toHaveFocus();
    await u.keyboard(' ');
    expect(filterButton('Healthcare')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 12 stories');
    await u.keyboard(' ');
    expect(filterButton('Healthcare')).toHaveAttribute('aria-pressed', 'false');
  });

  it('labels each filter group', async () => {
    await openList();
    const panel = screen.getByRole('region', { name: 'Filter stories' });
    for (const [group, count] of [
      ['Industry', 12],
      ['Business size', 3],
      ['Impact level', 2],
      ['Tags', 18],
    ] as const) {
      expect(
        within(within(panel).getByRole('group', { name: group })).getAllByRole('button'),
      ).toHaveLength(count);
    }
  });

  it('returns from a story opened here to the list as it was left', async () => {
    const { router } = await openList('/success-stories?tag=capital-raising');
    await user().click(screen.getByRole('link', { name: SUCCESS_STORIES[1].title }));
    const back = await screen.findByRole(
      'link',
      { name: 'Back to Success Stories' },
      { timeout: 5000 },
    );
    expect(back).toHaveAttribute('href', '/success-stories');
    await user().click(back);
    await screen.findByRole('heading', { level: 1, name: 'Client Success Stories' });
    expect(router.state.location.search).toBe('?tag=capital-raising');
    expect(filterButton('Capital Raising')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the success stories list on a phone', () => {
  beforeEach(() => {
    setViewportWidth(390);
    mockApi({ 'GET /api/user': { status: 401 } });
  });

  it('folds the filters behind Show filters, which says how many are active', async () => {
    await openList('/success-stories?impact=medium');
    const toggle = screen.getByRole('button', { name: 'Show filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Industry' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 12 stories');

    await user().click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Industry' })).toBeVisible();

    await user().click(screen.getByRole('button', { name: 'Retail' }));
    expect(screen.getByRole('button', { name: 'Hide filters (2)' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Show 1 story' }));
    expect(screen.getByRole('button', { name: 'Show filters (2)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('group', { name: 'Industry' })).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(titlesOf(['fairhaven-home-pricing-and-promotions']));
  });
});
