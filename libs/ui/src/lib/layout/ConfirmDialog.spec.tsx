import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Delete this widget?"
      description="The widget is deleted at once."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmDialog', () => {
  it('is named by its title and described by what confirming does, every paragraph of it', () => {
    renderDialog({ description: ['The widget is deleted at once.', 'Its history stays.'] });
    const dialog = screen.getByRole('dialog', { name: 'Delete this widget?' });
    expect(dialog).toHaveAccessibleDescription('The widget is deleted at once. Its history stays.');
  });

  it('confirms with its action, and cancels with Cancel or Escape', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('waits while the action runs: both buttons off, the action says so, Escape does nothing', async () => {
    const { onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses to confirm while what was filled in is not acceptable, and keeps Cancel', () => {
    renderDialog({ confirmDisabled: true, children: <input aria-label="Note" /> });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  });

  it('puts the focus on Cancel when asked, so Enter does not confirm by accident', () => {
    renderDialog({ focusCancel: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('shows nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
