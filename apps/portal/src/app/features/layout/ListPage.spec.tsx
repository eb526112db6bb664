import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_FIRM } from '@consult/domain';
import { mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildClient } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

/** The three document list pages share ListPage: each has its heading, title and create button. */
describe('ListPage', () => {
  beforeEach(() => setViewportWidth(1280));

  it.each([
    ['/signed-ndas', 'Signed NDAs', 'Create New NDA', '/mutual-nda'],
    [
      '/consulting-agreements',
      'Consulting Agreements',
      'Create New Agreement',
      '/consulting-agreement',
    ],
  ])('%s: heading, document title and create button', async (path, title, create, to) => {
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/ndas': { body: [] },
      'GET /api/consulting-agreements': { body: [] },
    });
    renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${title} — ${DEFAULT_FIRM.name}`));
    const links = screen.getAllByRole('link', { name: create });
    expect(links[0]).toHaveAttribute('href', to);
  });
});
