import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, MESSAGES } from '@consult/domain';
import { MailDocumentDialog, type MailOutcome } from './MailDocumentDialog';

const client = { email: 'ada@lindqvist.example', verified: true };

function openDialog(onSend: (to: string | undefined) => Promise<MailOutcome>) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(
    <MailDocumentDialog
      title="E-mail Mutual NDA"
      client={client}
      pending={false}
      onClose={onClose}
      onSend={onSend}
    />,
  );
  const field = screen.getByLabelText(/^Recipient e-mail/) as HTMLInputElement;
  const send = screen.getByRole('button', { name: 'Send' });
  return { user, field, send, onClose };
}

jest.setTimeout(30_000);

describe('MailDocumentDialog (issue 18)', () => {
  it('refuses foo@bar under the field, focused, and sends nothing', async () => {
    const onSend = jest.fn(async () => true as MailOutcome);
    const { user, field, send } = openDialog(onSend);
    await user.clear(field);
    await user.type(field, 'foo@bar');
    await user.click(send);

    expect(field).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(field).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the address under the field, focused, and stays open', async () => {
    const { user, field, send, onClose } = openDialog(async () => ({
      recipientError: ADMIN_MESSAGES.recipientInvalid,
    }));
    await user.clear(field);
    await user.type(field, 'someone@example.com');
    await user.click(send);

    await waitFor(() => expect(field).toHaveAccessibleDescription(ADMIN_MESSAGES.recipientInvalid));
    expect(field).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once sent', async () => {
    const { user, send, onClose } = openDialog(async () => true);
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
