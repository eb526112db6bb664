import { screen, within } from '@testing-library/react';
import {
  AGREEMENT_MESSAGES,
  MONEY_MESSAGES,
  formatAgreementDate,
  localIsoDate,
} from '@consult/domain';
import { setViewportWidth } from '@consult/ui/testing';
import { buildAgreementSummary } from '../../../testing/agreement-factories';
import { formApi, openForm, service, tick, totalRow } from '../../../testing/agreement-form';

// The form page is large (six services and the whole agreement): on a busy machine its longer
// stories need more than the portal's default 15 s.
jest.setTimeout(40_000);

describe('A new consulting agreement (/consulting-agreement)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('starts from the profile’s company, the client’s name and title, dated today', async () => {
    formApi();
    await openForm();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Lindqvist Logistics');
    expect(screen.getByLabelText(/^Signer name/)).toHaveValue('Ada Lindqvist');
    expect(screen.getByLabelText(/^Signer title/)).toHaveValue('Chief Operating Officer');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('');
    expect(
      screen.getByText(
        `Agreement date: ${formatAgreementDate(localIsoDate(new Date()))} (the day you sign)`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Agreement' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/consulting-agreements',
    );
  });

  it('takes the address and phone from the client’s last agreement', async () => {
    formApi({ agreements: { body: [buildAgreementSummary()] } });
    await openForm();
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('48 Wharf Road');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('207-555-0142');
  });

  it('offers the six services; Digital Solutions has ten sub-services', async () => {
    formApi();
    const { user } = await openForm();
    for (const name of [
      'Business Strategy & Growth',
      'Go-to-Market Strategy',
      'Capital Markets Advisory',
      'Digital Solutions',
      'Corporate Advisory',
      'Marketing & Branding',
    ]) {
      expect(within(service(name)).getByRole('checkbox', { name })).not.toBeChecked();
    }
    await user.click(
      within(service('Digital Solutions')).getByRole('checkbox', { name: 'Digital Solutions' }),
    );
    const subs = within(
      within(service('Digital Solutions')).getByRole('group', { name: 'Sub-services' }),
    ).getAllByRole('checkbox');
    expect(subs).toHaveLength(10);
  });

  it('offers success-based fees only for Capital Markets, Go-to-Market and Digital Solutions', async () => {
    formApi();
    const { user } = await openForm();
    const offered: Record<string, boolean> = {
      'Business Strategy & Growth': false,
      'Go-to-Market Strategy': true,
      'Capital Markets Advisory': true,
      'Digital Solutions': true,
      'Corporate Advisory': false,
      'Marketing & Branding': false,
    };
    for (const [name, success] of Object.entries(offered)) {
      await user.click(within(service(name)).getByRole('checkbox', { name }));
      const options = within(within(service(name)).getByLabelText('Payment type'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(
        success
          ? ['Hourly', 'Monthly retainer', 'Fixed project fee', 'Success-based']
          : ['Hourly', 'Monthly retainer', 'Fixed project fee'],
      );
    }
  });

  it('updates the subtotals and the totals as the fee, the type and the hours change', async () => {
    formApi();
    const { user } = await openForm();
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    const strategy = service('Business Strategy & Growth');
    // A newly ticked service is a fixed project fee at the catalogue's default.
    expect(within(strategy).getByLabelText('Project fee')).toHaveValue('5000');
    expect(within(strategy).getByText('Subtotal: $5,000')).toBeInTheDocument();

    await user.click(within(strategy).getByRole('checkbox', { name: 'Strategic Analysis' }));
    expect(within(strategy).getByText('Subtotal: $10,000')).toBeInTheDocument();
    expect(totalRow('Grand total $10,000')).toBeInTheDocument();

    await user.selectOptions(within(strategy).getByLabelText('Payment type'), 'hourly');
    expect(within(strategy).getByLabelText('Hourly rate')).toHaveValue('500');
    expect(within(strategy).getByLabelText('Hours')).toHaveValue('1');
    expect(within(strategy).getByText('Subtotal: $1,000')).toBeInTheDocument();

    await user.clear(within(strategy).getByLabelText('Hours'));
    await user.type(within(strategy).getByLabelText('Hours'), '10');
    expect(within(strategy).getByText('Subtotal: $10,000')).toBeInTheDocument();

    await user.clear(within(strategy).getByLabelText('Hourly rate'));
    await user.type(within(strategy).getByLabelText('Hourly rate'), '$600');
    expect(within(strategy).getByLabelText('Hourly rate')).toHaveValue('$600');
    expect(within(strategy).getByText('Subtotal: $12,000')).toBeInTheDocument();
    expect(totalRow('Hourly total $12,000')).toBeInTheDocument();
    expect(totalRow('Grand total $12,000')).toBeInTheDocument();

    // The 10-hour package: $4,500 for ten hours, i.e. $450 an hour.
    await user.click(within(strategy).getByRole('button', { name: /10-hour package/ }));
    expect(within(strategy).getByLabelText('Hourly rate')).toHaveValue('450');
    expect(within(strategy).getByLabelText('Hours')).toHaveValue('10');
    expect(within(strategy).getByText('Subtotal: $9,000')).toBeInTheDocument();
  });

  it('groups the totals by payment type and shows the monthly payment amount', async () => {
    formApi();
    const { user } = await openForm();
    await tick(user, 'Digital Solutions', ['Cloud Migration', 'AI Adoption']);
    const digital = service('Digital Solutions');
    await user.selectOptions(within(digital).getByLabelText('Payment type'), 'monthly');
    expect(within(digital).getByText('$5,000 - $20,000+ per month, per sub-service')).toBeVisible();
    await user.clear(within(digital).getByLabelText('Months'));
    await user.type(within(digital).getByLabelText('Months'), '6');
    expect(within(digital).getByText('Subtotal: $60,000')).toBeInTheDocument();
    await user.click(within(digital).getByRole('button', { name: 'Standard $10,000' }));
    expect(within(digital).getByLabelText('Monthly fee')).toHaveValue('10000');
    expect(within(digital).getByText('Subtotal: $120,000')).toBeInTheDocument();

    await tick(user, 'Capital Markets Advisory', ['Capital Raising']);
    const capital = service('Capital Markets Advisory');
    await user.selectOptions(within(capital).getByLabelText('Payment type'), 'success');
    expect(within(capital).getByLabelText('Base fee')).toHaveValue('10000');
    expect(within(capital).getByLabelText('Down payment')).toHaveValue('2500');
    expect(within(capital).getByText(/2% to 5% of the capital raised/)).toBeInTheDocument();
    expect(within(capital).getByText('Subtotal: $12,500')).toBeInTheDocument();

    expect(totalRow('Monthly retainer total $120,000')).toBeInTheDocument();
    expect(totalRow('Success-based total $12,500')).toBeInTheDocument();
    expect(totalRow('Down payments due at signing $2,500')).toBeInTheDocument();
    expect(totalRow('Grand total $132,500')).toBeInTheDocument();
    // $132,500 over the longest monthly term, 6 months.
    expect(totalRow(/^Monthly payment amount .*\$22,083\.33$/)).toBeInTheDocument();
  });

  it('resets the fee and the quantities when the payment type changes', async () => {
    formApi();
    const { user } = await openForm();
    await tick(user, 'Marketing & Branding', ['Marketing Strategy']);
    const marketing = service('Marketing & Branding');
    expect(within(marketing).getByLabelText('Project fee')).toHaveValue('15000');
    await user.clear(within(marketing).getByLabelText('Project fee'));
    await user.type(within(marketing).getByLabelText('Project fee'), '22000');

    await user.selectOptions(within(marketing).getByLabelText('Payment type'), 'monthly');
    expect(within(marketing).getByLabelText('Monthly fee')).toHaveValue('5000');
    expect(within(marketing).getByLabelText('Months')).toHaveValue('1');
    await user.clear(within(marketing).getByLabelText('Months'));
    await user.type(within(marketing).getByLabelText('Months'), '12');

    await user.selectOptions(within(marketing).getByLabelText('Payment type'), 'project');
    expect(within(marketing).getByLabelText('Project fee')).toHaveValue('15000');
    expect(within(marketing).queryByLabelText('Months')).not.toBeInTheDocument();
    // The sub-services stay chosen.
    expect(within(marketing).getByRole('checkbox', { name: 'Marketing Strategy' })).toBeChecked();
  });

  it('reads a fee typed as "15,000.00" or pasted as "$15000.00" as $15,000, keeping the text', async () => {
    formApi();
    const { user } = await openForm();
    await tick(user, 'Marketing & Branding', ['Marketing Strategy']);
    const marketing = service('Marketing & Branding');
    const fee = within(marketing).getByLabelText('Project fee');

    await user.clear(fee);
    await user.type(fee, '15,000.00');
    expect(fee).toHaveValue('15,000.00');
    expect(fee).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(marketing).getByText('Subtotal: $15,000')).toBeInTheDocument();
    expect(totalRow('Grand total $15,000')).toBeInTheDocument();

    await user.clear(fee);
    await user.paste('$15000.00');
    expect(fee).toHaveValue('$15000.00');
    expect(within(marketing).getByText('Subtotal: $15,000')).toBeInTheDocument();
  });

  it.each(['12.50', '-500', '1e5', '12.5x', '1,50'])(
    'refuses a fee typed as "%s" with what the field accepts, under the field',
    async (typed) => {
      formApi();
      const { user } = await openForm();
      await tick(user, 'Marketing & Branding', ['Marketing Strategy']);
      const marketing = service('Marketing & Branding');
      const fee = within(marketing).getByLabelText('Project fee');

      await user.clear(fee);
      await user.type(fee, typed);
      expect(fee).toHaveValue(typed);
      expect(fee).toHaveAttribute('aria-invalid', 'true');
      expect(fee).toHaveAccessibleDescription(MONEY_MESSAGES.wholeDollars);
      // Nothing is billed for a fee that does not read as whole dollars.
      expect(within(marketing).getByText('Subtotal: $0')).toBeInTheDocument();
    },
  );

  it.each(['1.5', '10h', '-2'])(
    'keeps hours typed as "%s" as typed and says at once that they must be a whole number',
    async (typed) => {
      formApi();
      const { user } = await openForm();
      await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
      const strategy = service('Business Strategy & Growth');
      await user.selectOptions(within(strategy).getByLabelText('Payment type'), 'hourly');
      const hours = within(strategy).getByLabelText('Hours');

      await user.clear(hours);
      await user.type(hours, typed);
      // Never cut to a different number ("1.5" used to become 1 hour, silently).
      expect(hours).toHaveValue(typed);
      expect(hours).toHaveAttribute('aria-invalid', 'true');
      expect(hours).toHaveAccessibleDescription(AGREEMENT_MESSAGES.hours);
      expect(within(strategy).getByText('Subtotal: $0')).toBeInTheDocument();
    },
  );
});
