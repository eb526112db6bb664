import { screen, within } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderInApp } from '../../testing/render-in-app';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  beforeEach(() => mockApi({ 'GET /api/user': { status: 401 } }));

  it('says the page is not found, with the header, a way home and the footer', () => {
    renderInApp(<NotFoundPage />, { path: '/no-such-page' });
    expect(
      screen.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('takes another way back when given one', () => {
    renderInApp(
      <NotFoundPage
        backLink={{ app: 'admin', to: '/admin-dashboard', label: 'Back to Dashboard' }}
      />,
      {
        app: 'admin',
      },
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
  });

  it('lists further ways back after the main one, each in its app', () => {
    renderInApp(
      <NotFoundPage
        backLink={{ app: 'portal', to: '/profile', label: 'Your Profile' }}
        moreLinks={[
          { app: 'portal', to: '/signed-ndas', label: 'Your NDAs' },
          { app: 'marketing', to: '/', label: 'Back to Home' },
        ]}
      />,
      { app: 'portal', path: '/no-such-page' },
    );
    const ways = within(screen.getByRole('navigation', { name: 'Ways back' }));
    expect(ways.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/profile',
      '/signed-ndas',
      'http://localhost:4200/',
    ]);
  });
});
