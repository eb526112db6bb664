import { render, screen, within } from '@testing-library/react';
import { DocumentCard } from './DocumentCard';

describe('DocumentCard', () => {
  it('is an article named by its title and its overline, with its details and its actions', () => {
    render(
      <DocumentCard
        id="nda-4"
        overline="Mutual NDA · NDA-000004"
        title="Lindqvist Logistics"
        chips={<span>Active</span>}
        actions={<button type="button">Download</button>}
      >
        <p>Signed March 5, 2025</p>
      </DocumentCard>,
    );
    const card = screen.getByRole('article', {
      name: 'Lindqvist Logistics Mutual NDA · NDA-000004',
    });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Lindqvist Logistics',
    );
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Signed March 5, 2025')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('leaves out the chips row when there are none', () => {
    const { container } = render(
      <DocumentCard id="a" overline="CA-000001" title="Acme" actions={null}>
        {null}
      </DocumentCard>,
    );
    expect(container.querySelector('#a-overline')?.nextElementSibling).toBeNull();
  });
});
