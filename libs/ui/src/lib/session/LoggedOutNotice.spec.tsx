import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderInApp } from '../../testing/render-in-app';

describe('LoggedOutNotice (run by AppProviders)', () => {
  beforeEach(() => mockApi({}));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('confirms a logout on the page the browser lands on, and drops the marker from the address', async () => {
    window.history.replaceState(null, '', '/log-in?loggedOut=1&next=%2Fprofile');
    renderInApp(<p>Log in</p>, { app: 'portal' });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Logged out successfully');
    expect(window.location.pathname + window.location.search).toBe('/log-in?next=%2Fprofile');
  });

  it('says nothing on an ordinary visit', () => {
    window.history.replaceState(null, '', '/log-in');
    renderInApp(<p>Log in</p>, { app: 'portal' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
