import { render, screen, within } from '@testing-library/react';
import { buildMutualNda } from '@consult/documents';
import { DEFAULT_FIRM } from '@consult/domain';
import { DocumentView } from './DocumentView';

const model = (companyName = 'Lindqvist Logistics', signature: string | null = 'Ada Lindqvist') =>
  buildMutualNda({
    firm: DEFAULT_FIRM,
    client: {
      companyName,
      companyAddress: '48 Wharf Road',
      companyCity: 'Portland',
      companyState: 'ME',
      companyZip: '04101',
    },
    signer: { name: 'Ada Lindqvist', title: 'Chief Operating Officer' },
    agreementDate: '2025-03-05',
    signature,
  });

describe('DocumentView', () => {
  it('shows the title, the parties, every section and both signatures', () => {
    render(<DocumentView model={model()} firmName={DEFAULT_FIRM.name} reference="NDA-000004" />);
    const article = screen.getByRole('article', { name: 'Mutual Non-Disclosure Agreement' });
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Mutual Non-Disclosure Agreement' }),
    ).toBeInTheDocument();
    expect(
      within(article).getByText('Effective Date: March 5, 2025 · Reference NDA-000004'),
    ).toBeInTheDocument();
    expect(within(article).getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(within(article).getByText(/48 Wharf Road, Portland, ME 04101/)).toBeInTheDocument();
    const firm = within(article).getByRole('region', { name: 'Signature for the Firm' });
    expect(within(firm).getByText(`Name: ${DEFAULT_FIRM.founderName}`)).toBeInTheDocument();
    const client = within(article).getByRole('region', { name: 'Signature for the Client' });
    expect(within(client).getByText('Date: March 5, 2025')).toBeInTheDocument();
  });

  it('dates an invoice by its invoice date, as its PDF does', () => {
    render(<DocumentView model={{ ...model(), kind: 'invoice' }} firmName={DEFAULT_FIRM.name} />);
    expect(screen.getByText('Invoice Date: March 5, 2025')).toBeInTheDocument();
  });

  it('reads a fee schedule as a table, each cell labelled by its column for the phone layout', () => {
    const withTable = model();
    withTable.sections[0].blocks.push({
      kind: 'table',
      caption: 'Schedule of Services and Fees',
      columns: ['Service', 'Sub-services', 'Payment type', 'Fee terms', 'Subtotal'],
      rows: [
        ['Go-to-Market Strategy', 'Pricing', 'Monthly retainer', '$5,000 a month', '$30,000.00'],
      ],
    });
    render(<DocumentView model={withTable} firmName={DEFAULT_FIRM.name} />);
    const table = screen.getByRole('table', { name: 'Schedule of Services and Fees' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Service',
      'Sub-services',
      'Payment type',
      'Fee terms',
      'Subtotal',
    ]);
    expect(cells[4]).toHaveTextContent('$30,000.00');
  });

  it('shows where a signature is still missing', () => {
    render(
      <DocumentView
        model={model('Acme', null)}
        firmName={DEFAULT_FIRM.name}
        awaitingLabel="Sign below"
      />,
    );
    expect(screen.getByText('Sign below')).toBeInTheDocument();
    // An unsigned block carries no date: a proposal is not signed on the day it was proposed.
    const client = screen.getByRole('region', { name: 'Signature for the Client' });
    expect(within(client).getByText('Date: —')).toBeInTheDocument();
    expect(within(client).queryByText(/Date: March 5, 2025/)).not.toBeInTheDocument();
  });

  it('shows hostile values as text, never as markup', () => {
    const { container } = render(
      <DocumentView
        model={model('<img src="http://127.0.0.1:9/x"><script>alert(1)</script>')}
        firmName="<b>Firm</b>"
      />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(
      screen.getAllByText(/<img src="http:\/\/127\.0\.0\.1:9\/x"><script>alert\(1\)<\/script>/)
        .length,
    ).toBeGreaterThan(0);
  });
});
