import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderInApp } from '../../testing/render-in-app';
import { ListState, type ListQuery, type ListStateProps } from './ListState';

const loaded: ListQuery = { isLoading: false, isFetching: false, refetch: () => undefined };

function renderList(props: Partial<ListStateProps> = {}) {
  return renderInApp(
    <ListState
      query={loaded}
      loadingLabel="Loading widgets"
      error={{ title: 'Error Loading Widgets', text: 'Your widgets could not be loaded.' }}
      empty={{
        title: 'No widgets yet',
        text: 'Make one to start.',
        action: { label: 'Make a Widget', to: '/widget' },
      }}
      {...props}
    >
      <ul aria-label="Widgets" />
    </ListState>,
    { app: 'portal' },
  );
}

describe('ListState', () => {
  beforeEach(() => mockApi({}));

  it('shows a named spinner while the list first loads', () => {
    renderList({ query: { ...loaded, isLoading: true, isFetching: true } });
    expect(screen.getByRole('progressbar', { name: 'Loading widgets' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const refetch = jest.fn();
    renderList({ query: { ...loaded, error: { status: 500 }, refetch } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error Loading WidgetsYour widgets could not be loaded.',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('disables the retry while a request runs', () => {
    renderList({
      query: { ...loaded, error: { status: 500 }, isFetching: true },
      error: { text: 'Your widgets could not be loaded.', retryLabel: 'Retry Loading' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your widgets could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry Loading' })).toBeDisabled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a failed load in a toast as well when asked, beside the alert', async () => {
    renderList({
      query: { ...loaded, error: { status: 500 } },
      errorToast: { title: 'Error', description: 'Failed to fetch widgets' },
    });
    expect(await screen.findByText('Failed to fetch widgets')).toBeInTheDocument();
    expect(screen.getByText('Your widgets could not be loaded.')).toBeInTheDocument();
  });

  it('waits for a retry to fail before it says so again in a toast', async () => {
    renderList({
      query: { ...loaded, error: { status: 500 }, isFetching: true },
      errorToast: { title: 'Error', description: 'Failed to fetch widgets' },
    });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Failed to fetch widgets')).not.toBeInTheDocument();
  });

  it('keeps quiet without errorToast: the alert alone says it', async () => {
    renderList({ query: { ...loaded, error: { status: 500 } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('invites the first item when the list is empty', () => {
    renderList({ isEmpty: true });
    expect(screen.getByRole('heading', { level: 2, name: 'No widgets yet' })).toBeInTheDocument();
    expect(screen.getByText('Make one to start.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a Widget' })).toHaveAttribute('href', '/widget');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says an empty list in one quiet line when the empty state has no title', () => {
    renderList({ isEmpty: true, empty: { text: 'Nothing matches.' } });
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the list once loaded with items', () => {
    renderList();
    expect(screen.getByRole('list', { name: 'Widgets' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
