import { screen, waitFor, within } from '@testing-library/react';
import {
  FORM_HINTS,
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  instalmentSchedule,
  instalmentsText,
  type PaymentSetupRequest,
} from '@consult/domain';
import { mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { AGREEMENT_SERVICES, buildAgreement } from '../../../testing/agreement-factories';
import { buildClient } from '../../../testing/factories';
import { buildPaymentDetails } from '../../../testing/payment-factories';
import { renderPortal } from '../../../testing/render-portal';

// The form is long (three sections of fields): typing through it takes a while on a busy machine.
jest.setTimeout(30_000);

/** An expiry well in the future, whatever the date the specs run on. */
const FUTURE_EXPIRY = '04/39';

function formApi({
  save,
  agreement = buildAgreement(),
}: { save?: MockRoute; agreement?: ReturnType<typeof buildAgreement> } = {}) {
  const sent: PaymentSetupRequest[] = [];
  const fetchMock = mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/consulting-agreement/4': { body: agreement },
    'POST /api/payment-setup': async (request) => {
      sent.push((await request.json()) as PaymentSetupRequest);
      if (typeof save === 'function') return save(request);
      return save ?? { status: 201, body: buildPaymentDetails('pay by invoice') };
    },
    'GET /api/payment-info/21': { body: buildPaymentDetails('pay by invoice') },
  });
  return { fetchMock, sent };
}

async function openForm(type: string) {
  const view = renderPortal(`/payment-details?type=${encodeURIComponent(type)}&agreementId=4`);
  await screen.findByRole('heading', { level: 1, name: 'New Payment Details' });
  await screen.findByRole('form', { name: 'New payment details' });
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save Payment Details' });
/** A value the form computes and shows read-only (an <output>, named by its label). */
const computed = (name: string) => screen.getByRole('status', { name });

/** The destructive toast (titled 'Error'), once it shows. */
/** The destructive toasts on screen now. */
const errorToasts = () =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.querySelector('.MuiAlertTitle-root')?.textContent === 'Error');

async function errorToast(): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .getAllByRole('alert')
      .find((alert) => alert.querySelector('.MuiAlertTitle-root')?.textContent === 'Error');
    if (!toast) throw new Error('no error toast yet');
    return toast;
  });
}

/** The message shown under a field (its helper text, which describes it). */
function messageOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length ? texts.join(' ') : null;
}

describe('New payment details (/payment-details?type=&agreementId=)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('groups the card number by four and writes the expiry as MM/YY as they are typed', async () => {
    formApi();
    const { user } = await openForm('pay by credit card');
    await user.type(field(/^Card number/), '4242-4242 42424242');
    expect(field(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    await user.type(field(/^Expiration date/), '429');
    expect(field(/^Expiration date/)).toHaveValue('04/29');
    await user.clear(field(/^Expiration date/));
    await user.type(field(/^Expiration date/), '1227');
    expect(field(/^Expiration date/)).toHaveValue('12/27');
    await user.type(field(/^CVV/), '12 3');
    expect(field(/^CVV/)).toHaveValue('123');
  });

  it('refuses a card number, CVV or expiry with too much in it, never cutting it to fit', async () => {
    const { sent } = formApi();
    const { user } = await openForm('pay by credit card');
    await user.type(field(/^Cardholder name/), 'Ada Lovelace');
    // Pasted with a digit too many: cut to 16 digits it was a valid card, another one.
    await user.click(field(/^Card number/));
    await user.paste('4111 1111 1111 11112');
    expect(field(/^Card number/)).toHaveValue('4111 1111 1111 1111 2');
    // A four-digit year: cut to "04/20" it read as a card that had expired.
    await user.click(field(/^Expiration date/));
    await user.paste('04/2029');
    expect(field(/^Expiration date/)).toHaveValue('04/2029');
    await user.type(field(/^CVV/), '12345');
    expect(field(/^CVV/)).toHaveValue('12345');
    await user.click(save());

    await waitFor(() => expect(field(/^Card number/)).toHaveFocus());
    expect(messageOf(field(/^Card number/))).toBe(PAYMENT_MESSAGES.cardNumber);
    expect(messageOf(field(/^Expiration date/))).toBe(PAYMENT_MESSAGES.expiryDate);
    expect(messageOf(field(/^CVV/))).toBe(PAYMENT_MESSAGES.cvv);
    expect(sent).toHaveLength(0);
  });

  it('keeps a pasted PO number or name past its length whole, and refuses it with its message', async () => {
    const { sent } = formApi();
    const { user } = await openForm('pay by invoice');
    const po = `PO-${'7'.repeat(60)}`;
    await user.click(field(/^PO number/));
    await user.paste(po);
    // An HTML maxLength cut it to 50 characters without a word; it stays as pasted.
    expect(field(/^PO number/)).toHaveValue(po);
    const contact = 'A'.repeat(201);
    await user.clear(field(/^Billing contact/));
    await user.paste(contact);
    expect(field(/^Billing contact/)).toHaveValue(contact);
    await user.click(save());

    await waitFor(() => expect(field(/^PO number/)).toHaveFocus());
    expect(messageOf(field(/^PO number/))).toBe('PO number must be at most 50 characters');
    expect(messageOf(field(/^Billing contact/))).toBe(
      'Billing contact must be at most 200 characters',
    );
    expect(sent).toHaveLength(0);
  });

  it('refuses bank numbers with a digit too many, never cutting them to fit', async () => {
    const { sent } = formApi();
    const { user } = await openForm('pay by ach');
    await user.type(field(/^Account holder name/), 'Lindqvist Logistics LLC');
    await user.type(field(/^Bank name/), 'First Harbor Bank');
    // Cut to nine digits, this routing number passes the checksum: a different bank's.
    await user.click(field(/^Routing number/));
    await user.paste('0110000155');
    expect(field(/^Routing number/)).toHaveValue('0110000155');
    await user.click(field(/^Account number/));
    await user.paste('1234 5678 9012 345678');
    expect(field(/^Account number/)).toHaveValue('123456789012345678');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    await user.click(screen.getByRole('checkbox', { name: /^I authorize/ }));
    await user.click(screen.getByRole('checkbox', { name: /^I confirm that I own/ }));
    await user.click(save());

    await waitFor(() => expect(field(/^Routing number/)).toHaveFocus());
    expect(messageOf(field(/^Routing number/))).toBe(PAYMENT_MESSAGES.routingNumber);
    expect(messageOf(field(/^Account number/))).toBe(PAYMENT_MESSAGES.accountNumber);
    expect(sent).toHaveLength(0);
  });

  it('asks for numeric keyboards and the browser’s card autofill', async () => {
    formApi();
    await openForm('pay by credit card');
    expect(field(/^Cardholder name/)).toHaveAttribute('autocomplete', 'cc-name');
    expect(field(/^Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    expect(field(/^Expiration date/)).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field(/^CVV/)).toHaveAttribute('autocomplete', 'cc-csc');
    for (const label of [/^Card number/, /^Expiration date/, /^CVV/]) {
      expect(field(label)).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('shows each card message under its field on submit, focuses the first, and follows changes', async () => {
    const { fetchMock } = formApi();
    const { user } = await openForm('pay by credit card');
    await user.clear(field(/^Billing street address/));
    await user.clear(field(/^State/));
    await user.click(save());

    await waitFor(() => expect(field(/^Cardholder name/)).toHaveFocus());
    expect(messageOf(field(/^Cardholder name/))).toBe(PAYMENT_MESSAGES.cardholderName);
    expect(messageOf(field(/^Card number/))).toBe(PAYMENT_MESSAGES.cardNumber);
    expect(messageOf(field(/^Expiration date/))).toBe(PAYMENT_MESSAGES.expiryDate);
    expect(messageOf(field(/^CVV/))).toBe(PAYMENT_MESSAGES.cvv);
    // One message for the address, under the first part missing; the others say "Required".
    expect(messageOf(field(/^Billing street address/))).toBe(PAYMENT_MESSAGES.billingAddress);
    expect(messageOf(field(/^State/))).toBe('Required');
    expect(messageOf(field(/^City/))).toBeNull();

    // After the first submit each change is checked again.
    await user.type(field(/^Card number/), '4242 4242 4242 4241');
    expect(messageOf(field(/^Card number/))).toBe(PAYMENT_MESSAGES.cardNumber);
    await user.clear(field(/^Card number/));
    await user.type(field(/^Card number/), '4242 4242 4242 4242');
    // The message gives way to the field's hint (issue 18).
    await waitFor(() => expect(messageOf(field(/^Card number/))).toBe(FORM_HINTS.cardNumber));
    await user.type(field(/^Expiration date/), '01/20');
    await waitFor(() =>
      expect(messageOf(field(/^Expiration date/))).toBe(PAYMENT_MESSAGES.cardExpired),
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('payment-setup'))).toBe(
      false,
    );
  });

  it('shows each ACH message under its field and hides the bank numbers like passwords', async () => {
    formApi();
    const { user } = await openForm('pay by ach');
    const routing = field(/^Routing number/);
    const account = field(/^Account number/);
    expect(routing).toHaveAttribute('type', 'password');
    expect(account).toHaveAttribute('type', 'password');
    expect(routing).toHaveAttribute('inputmode', 'numeric');
    expect(account).toHaveAttribute('inputmode', 'numeric');
    await user.type(routing, '0110-0001 5');
    expect(routing).toHaveValue('011000015');
    await user.click(screen.getByRole('button', { name: 'Show routing number' }));
    expect(routing).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide routing number' }));
    expect(routing).toHaveAttribute('type', 'password');
    await user.clear(routing);
    await user.type(routing, '123456789');

    await user.click(save());
    await waitFor(() => expect(field(/^Account holder name/)).toHaveFocus());
    expect(messageOf(field(/^Account holder name/))).toBe(PAYMENT_MESSAGES.accountName);
    expect(messageOf(field(/^Bank name/))).toBe(PAYMENT_MESSAGES.bankName);
    expect(messageOf(routing)).toBe(PAYMENT_MESSAGES.routingNumber);
    expect(messageOf(account)).toBe(PAYMENT_MESSAGES.accountNumber);
    expect(
      screen.getByRole('radiogroup', { name: /Account type/ }).closest('.MuiFormControl-root'),
    ).toHaveTextContent(PAYMENT_MESSAGES.accountType);
    const ticks = screen.getByRole('group', { name: 'ACH debit authorization' });
    expect(within(ticks).getByText(PAYMENT_MESSAGES.achAuthorization)).toBeInTheDocument();
  });

  it('requires both ACH ticks, then saves the account', async () => {
    const { sent } = formApi({
      save: { status: 201, body: buildPaymentDetails('pay by ach', { id: 21 }) },
    });
    const { user } = await openForm('pay by ach');
    await user.type(field(/^Account holder name/), 'Lindqvist Logistics LLC');
    await user.type(field(/^Bank name/), 'First Harbor Bank');
    await user.type(field(/^Routing number/), '011000015');
    await user.type(field(/^Account number/), '000123456789');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    await user.click(screen.getByRole('checkbox', { name: /^I authorize/ }));
    await user.click(save());

    const ticks = screen.getByRole('group', { name: 'ACH debit authorization' });
    expect(await within(ticks).findByText(PAYMENT_MESSAGES.achAuthorization)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /^I confirm that I own/ }));
    await waitFor(() =>
      expect(within(ticks).queryByText(PAYMENT_MESSAGES.achAuthorization)).toBeNull(),
    );
    await user.click(save());
    expect(await screen.findByText('Payment details saved/updated successfully')).toBeVisible();
    expect(sent[0]).toMatchObject({
      payment_type: 'pay by ach',
      consulting_agreement_id: 4,
      account_name: 'Lindqvist Logistics LLC',
      bank_name: 'First Harbor Bank',
      routing_number: '011000015',
      account_number: '000123456789',
      account_type: 'checking',
      ach_authorization: true,
      account_ownership: true,
    });
  });

  it('shows the amount read-only, computed from the agreement, with how it was computed', async () => {
    formApi();
    const { user } = await openForm('pay by invoice');
    // Nothing to type: no amount field, no "paid in full" box.
    expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /in full/ })).toBeNull();

    expect(screen.getByRole('radio', { name: 'One-time payment' })).toBeChecked();
    expect(computed('Amount')).toHaveTextContent('$65,000');
    expect(computed('Amount')).toHaveAccessibleDescription(
      "One payment of the agreement's grand total, $65,000",
    );
    expect(computed('Paid in full')).toHaveTextContent('Yes, in one payment');

    await user.click(screen.getByRole('radio', { name: 'Monthly payments' }));
    expect(computed('Amount')).toHaveTextContent('$10,833.33 a month');
    // Six instalments of whole cents: the last one takes what the rounding left.
    expect(computed('Amount')).toHaveAccessibleDescription(
      instalmentsText(instalmentSchedule(6500000, 6)),
    );
    expect(computed('Amount')).toHaveAccessibleDescription(
      /^5 monthly payments of \$10,833\.33 and a last one of \$10,833\.35/,
    );
    expect(computed('Paid in full')).toHaveTextContent('No, monthly instalments');
  });

  it('posts exactly the computed monthly amount, not paid in full', async () => {
    const { sent } = formApi();
    const { user } = await openForm('pay by invoice');
    await user.click(screen.getByRole('radio', { name: 'Monthly payments' }));
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      amount: 10833.33,
      is_monthly: true,
      is_paid_in_full: false,
      consulting_agreement_id: 4,
    });
  });

  it('offers no monthly schedule when the agreement has no monthly service', async () => {
    const hourlyOnly = AGREEMENT_SERVICES.filter((service) => service.paymentType === 'hourly');
    const { sent } = formApi({ agreement: buildAgreement({ services: hourlyOnly }) });
    const { user } = await openForm('pay by invoice');
    const monthly = screen.getByRole('radio', { name: 'Monthly payments' });
    expect(monthly).toBeDisabled();
    expect(monthly).toHaveAccessibleDescription(
      PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService,
    );
    expect(computed('Amount')).toHaveTextContent('$5,000');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amount: 5000, is_monthly: false, is_paid_in_full: true });
  });

  it('shows the server’s amount refusal under the amount (the agreement changed meanwhile)', async () => {
    const message = PAYMENT_AMOUNT_MESSAGES.amountMismatch({
      amountCents: 7000000,
      explanation: "One payment of the agreement's grand total, $70,000",
    });
    formApi({
      save: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message, fields: { amount: message } },
      },
    });
    const { user } = await openForm('pay by invoice');
    await user.click(save());
    await waitFor(() => expect(computed('Amount')).toHaveAccessibleDescription(message));
    // Said under the amount: no toast besides (issue 18).
    expect(errorToasts()).toEqual([]);
  });

  it('saves an invoice with its billing fields optional, toasts, and opens the saved method', async () => {
    const { sent } = formApi();
    const { user, router } = await openForm('pay by invoice');
    for (const label of [
      /^Billing company name/,
      /^Billing contact/,
      /^Billing email/,
      /^Billing phone/,
      /^Billing street address/,
      /^City/,
      /^State/,
      /^ZIP code/,
    ]) {
      await user.clear(field(label));
    }
    await user.type(field(/^PO number/), 'PO-2025-118');
    await user.click(save());

    expect(await screen.findByText('Payment details saved/updated successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-method/21'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    expect(sent).toEqual([
      {
        amount: 65000,
        consulting_agreement_id: 4,
        payment_type: 'pay by invoice',
        is_monthly: false,
        is_paid_in_full: true,
        po_number: 'PO-2025-118',
        billing_company_name: null,
        billing_contact: null,
        billing_email: null,
        billing_phone: null,
        billing_address: null,
        billing_city: null,
        billing_state: null,
        billing_zip: null,
      },
    ]);
  });

  it('shows the server’s 400 under its field, focused, without a toast', async () => {
    formApi({
      save: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: PAYMENT_MESSAGES.cardExpired },
      },
    });
    const { user, router } = await openForm('pay by credit card');
    await user.type(field(/^Cardholder name/), 'Ada Lindqvist');
    await user.type(field(/^Card number/), '4242424242424242');
    await user.type(field(/^Expiration date/), FUTURE_EXPIRY);
    await user.type(field(/^CVV/), '123');
    await user.click(save());

    await waitFor(() =>
      expect(messageOf(field(/^Expiration date/))).toBe(PAYMENT_MESSAGES.cardExpired),
    );
    expect(field(/^Expiration date/)).toHaveFocus();
    expect(errorToasts()).toEqual([]);
    expect(router.state.location.pathname).toBe('/payment-details');
    // Editing the field clears the server's message.
    await user.clear(field(/^Expiration date/));
    await user.type(field(/^Expiration date/), '05/39');
    await waitFor(() => expect(messageOf(field(/^Expiration date/))).toBe(FORM_HINTS.expiryDate));
  });

  it("toasts 'Failed to save payment details' when the server gives no message", async () => {
    formApi({ save: { status: 500 } });
    const { user } = await openForm('pay by invoice');
    await user.click(save());
    expect(await errorToast()).toHaveTextContent('Failed to save payment details');
  });

  it('goes to /consulting-agreements without an agreement, and back to the choice without a type', async () => {
    formApi();
    const first = renderPortal('/payment-details?type=pay%20by%20ach');
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/consulting-agreements'),
    );
    first.router.dispose();
    const second = renderPortal('/payment-details?type=cash&agreementId=4');
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/payment-method-selection'),
    );
    expect(second.router.state.location.search).toBe('?agreementId=4');
  });
});
