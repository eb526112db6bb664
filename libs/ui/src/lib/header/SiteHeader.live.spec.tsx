import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { mockApi } from '../../testing/mock-api';
import { renderOutsideAct } from '../../testing/outside-act';
import { TEST_URLS } from '../../testing/render-in-app';
import { setViewportWidth } from '../../testing/viewport';
import { DeferredAppProviders } from '../config/DeferredAppProviders';
import { hydrateInParts } from '../ssr/hydrate-later';
import * as brand from './BrandLink';
import { SiteHeader } from './SiteHeader';

// The real brand link, counted as it renders: one in each bar, so a bar that renders again renders
// it again.
jest.mock('./BrandLink', () => {
  const actual = jest.requireActual<typeof brand>('./BrandLink');
  return { ...actual, BrandLink: jest.fn(actual.BrandLink) };
});
const brandRenders = () => jest.mocked(brand.BrandLink).mock.calls.length;

/** The header as the marketing site renders it, in one synchronous render (as a hydration is). */
function renderHeader() {
  render(
    <DeferredAppProviders app="marketing" urls={TEST_URLS} apiBaseUrl="/api">
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </DeferredAppProviders>,
  );
}

const signedOut = { 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } };

// The order matters: the module's state is the page's, and hydrateInParts (the second test) sets
// it for good, as the marketing site does once. Parts render in tasks of their own, as in the
// browser, not in act()'s batches.
renderOutsideAct();
beforeEach(() => jest.mocked(brand.BrandLink).mockClear());
afterEach(() => document.body.replaceChildren());

describe('SiteHeader, rendering no more than has changed (issue 19)', () => {
  it('renders only the account slot again when the session check answers', async () => {
    setViewportWidth(1280);
    mockApi(signedOut);
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const rendersBeforeAnswer = brandRenders();

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(rendersBeforeAnswer).toBe(1);
    expect(brandRenders()).toBe(rendersBeforeAnswer);
  });

  it('drops the bar for the other width when the page goes live, and keeps the one that stays without rendering it again', async () => {
    setViewportWidth(390);
    mockApi(signedOut);
    await hydrateInParts(() => {
      renderHeader();
    });
    // Both bars were in the prerendered page; the desktop one has gone. (In Preact, the site's
    // renderer, it goes without ever being hydrated; React renders it while the page hydrates.)
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    const phoneBarRenders = jest
      .mocked(brand.BrandLink)
      .mock.calls.filter(([props]) => props.compact).length;
    expect(phoneBarRenders).toBe(1);
  });
});
