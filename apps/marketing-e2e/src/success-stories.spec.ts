import { expect, test, type Page } from '@playwright/test';
import { SUCCESS_STORIES } from '@consult/content';
import { E2E } from '@consult/testing/node';
import { clickListeners } from '@consult/testing/playwright';

/** The filter group of that name ("Industry", "Business size", "Impact level", "Tags"). */
function group(page: Page, name: string) {
  return page.getByRole('group', { name });
}

async function openFilters(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /show filters/i }).click();
}

test('filters combine with OR inside a group and AND across groups, with the result count', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name.endsWith('phone');
  await page.goto(`${E2E.marketing}/success-stories`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(SUCCESS_STORIES.length);
  await expect(page.getByText(/^Showing \d+ of \d+ stories$/)).toHaveCount(0);
  await openFilters(page, phone);

  // Two industries: either one.
  await group(page, 'Industry').getByRole('button', { name: 'Healthcare' }).click();
  await group(page, 'Industry').getByRole('button', { name: 'Energy' }).click();
  const eitherIndustry = SUCCESS_STORIES.filter((s) =>
    ['Healthcare', 'Energy'].includes(s.industry),
  );
  await expect(
    page.getByText(`Showing ${eitherIndustry.length} of ${SUCCESS_STORIES.length} stories`),
  ).toBeVisible();
  await expect(group(page, 'Industry').getByRole('button', { name: 'Energy' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // And an impact level: both groups must match.
  await group(page, 'Impact level').getByRole('button', { name: 'High Impact' }).click();
  const both = eitherIndustry.filter((s) => s.impact === 'high');
  await expect(
    page.getByText(`Showing ${both.length} of ${SUCCESS_STORIES.length} stories`),
  ).toBeVisible();
  if (phone) await page.getByRole('button', { name: /^Show \d+ stor(y|ies)$/ }).click();
  await expect(cards).toHaveCount(both.length);
  for (const story of both) await expect(cards.filter({ hasText: story.title })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('stories-filtered.png'), fullPage: true });

  // The filters are in the address: a reload keeps them.
  await page.reload();
  await expect(
    page.getByText(`Showing ${both.length} of ${SUCCESS_STORIES.length} stories`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(SUCCESS_STORIES.length);
});

test('a filter tapped while the page is still coming alive is applied once it has', async ({
  page,
}, testInfo) => {
  // A slow connection: the prerendered filters are on the screen while the page's own script is
  // still on its way (held back 1.5 s here), so the tap comes before the page has hydrated.
  await page.route(/\/assets\/SuccessStoriesPage-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`${E2E.marketing}/success-stories`);
  await openFilters(page, testInfo.project.name.endsWith('phone'));
  await group(page, 'Industry').getByRole('button', { name: 'Healthcare' }).click();
  const healthcare = SUCCESS_STORIES.filter((s) => s.industry === 'Healthcare');
  await expect(
    page.getByText(`Showing ${healthcare.length} of ${SUCCESS_STORIES.length} stories`),
  ).toBeVisible();
  await expect(group(page, 'Industry').getByRole('button', { name: 'Healthcare' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a tag filter matches any selected tag, and cards show at most three tags plus +N', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name.endsWith('phone');
  const [first, second] = [...new Set(SUCCESS_STORIES.flatMap((s) => s.tags))];
  const expected = SUCCESS_STORIES.filter((s) => s.tags.includes(first) || s.tags.includes(second));
  await page.goto(`${E2E.marketing}/success-stories`);
  await openFilters(page, phone);
  await group(page, 'Tags').getByRole('button', { name: first, exact: true }).click();
  await group(page, 'Tags').getByRole('button', { name: second, exact: true }).click();
  await expect(
    page.getByText(`Showing ${expected.length} of ${SUCCESS_STORIES.length} stories`),
  ).toBeVisible();

  await page.goto(`${E2E.marketing}/success-stories`);
  const story = SUCCESS_STORIES.find((s) => s.tags.length > 3);
  if (!story) throw new Error('a story with more than three tags is needed');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: story.title });
  await expect(card.getByText(`+${story.tags.length - 3}`)).toBeVisible();
  await card.getByRole('link', { name: story.title }).click();
  await expect(page).toHaveURL(`${E2E.marketing}/success-stories/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByText(story.clientTestimonial.author).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /request a consultation/i }).last()).toHaveAttribute(
    'href',
    '/request-consultation',
  );
  await page.getByRole('link', { name: 'Back to Success Stories' }).first().click();
  await expect(page).toHaveURL(`${E2E.marketing}/success-stories`);
});

test("the loaded list's cards are never hydrated, and a list the filters change is the app's", async ({
  page,
}, testInfo) => {
  // Links and text (issue 19): the prerendered cards stay as they are, with no handler of their
  // own; the cards of a filtered list are rendered in the browser, with the router's.
  await page.goto(`${E2E.marketing}/success-stories`);
  await page.waitForLoadState('networkidle');
  const [tag] = SUCCESS_STORIES[0].tags;
  const card = `main a[href="/success-stories/${SUCCESS_STORIES[0].id}"]`;
  expect(await clickListeners(page, card)).toBe(0);

  await openFilters(page, testInfo.project.name.endsWith('phone'));
  await group(page, 'Tags').getByRole('button', { name: tag, exact: true }).click();
  await expect(page.getByText(/^Showing \d+ of/)).toBeVisible();
  expect(await clickListeners(page, card)).toBeGreaterThan(0);
});

test('a story opened from the list as it loaded goes back to the list where it was left', async ({
  page,
}) => {
  // The loaded list keeps its prerendered cards (issue 19): their links still tell the story
  // page that it was opened from the list, so its back link returns in history, not anew.
  await page.goto(`${E2E.marketing}/success-stories`);
  await page.waitForLoadState('networkidle');
  const story = SUCCESS_STORIES[SUCCESS_STORIES.length - 1];
  const link = page.getByRole('main').getByRole('link', { name: story.title });
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  const entries = await page.evaluate(() => history.length);

  await page.getByRole('link', { name: 'Back to Success Stories' }).first().click();
  await expect(page).toHaveURL(`${E2E.marketing}/success-stories`);
  // Back in history (no new entry), at the place the list was left.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('an unknown story says it was not found', async ({ page }) => {
  await page.goto(`${E2E.marketing}/success-stories/no-such-story`);
  await expect(page.getByRole('heading', { name: 'Success Story Not Found' })).toBeVisible();
  await expect(
    page.getByText("The story you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
});
