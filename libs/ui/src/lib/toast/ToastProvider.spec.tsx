import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import type { ToastOptions } from './toast-context';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function Trigger({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{label}</button>;
}

function renderToasts() {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Trigger label="saved" options={{ title: 'Profile updated successfully' }} />
        <Trigger
          label="failed"
          options={{
            title: 'Error',
            description: 'Failed to update profile',
            variant: 'destructive',
          }}
        />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('ToastProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a default toast politely and a destructive one as an alert', async () => {
    renderToasts();
    await userEvent.click(screen.getByRole('button', { name: 'saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully');
    await userEvent.click(screen.getByRole('button', { name: 'failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorFailed to update profile');
  });

  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    renderToasts();
    await userEvent.click(screen.getByRole('button', { name: 'saved' }));
    await userEvent.click(screen.getByRole('button', { name: 'failed' }));
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    expect(screen.getAllByText('Failed to update profile')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on its dismiss button', async () => {
    renderToasts();
    await userEvent.click(screen.getByRole('button', { name: 'saved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('goes away by itself after 5 seconds', () => {
    jest.useFakeTimers();
    renderToasts();
    act(() => screen.getByRole('button', { name: 'saved' }).click());
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(1000)); // the exit transition
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
