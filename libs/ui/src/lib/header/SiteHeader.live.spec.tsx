import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderInMarketing } from '../../testing/render-in-app';
import { setViewportWidth } from '../../testing/viewport';
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

const signedOut = { 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } };

// The order matters: the module's state is the page's, and hydrateInParts (the second test) sets
// it for good, as the marketing site does once. Parts render in tasks of their own, as in the
// browser, not in act()'s batches.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});
beforeEach(() => jest.mocked(brand.BrandLink).mockClear());
afterEach(() => document.body.replaceChildren());

describe('SiteHeader, rendering no more than has changed (issue 19)', () => {
  it('renders only the account slot again when the session check answers', async () => {
    setViewportWidth(1280);
    mockApi(signedOut);
    renderInMarketing(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const rendersBeforeAnswer = brandRenders();

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(rendersBeforeAnswer).toBe(1);
    expect(brandRenders()).toBe(rendersBeforeAnswer);
  });

  it('drops the bar for the other width when the prerendered page goes live, without rendering the one that stays', async () => {
    setViewportWidth(390);
    mockApi(signedOut);
    await hydrateInParts(() => {
      renderInMarketing(<SiteHeader />);
    });
    // Both bars were in the prerendered page; the desktop one has gone.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(brandRenders()).toBe(2);
  });
});
