import { render } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';

const markup = (email: string) => render(<EmailAddress email={email} />).container.innerHTML;

describe('EmailAddress', () => {
  it('may wrap after the @ and after each dot, and nowhere else', () => {
    expect(markup('maximilian.featherstonehaugh@accounts.example.co.uk')).toBe(
      'maximilian.<wbr>featherstonehaugh@<wbr>accounts.<wbr>example.<wbr>co.<wbr>uk',
    );
  });

  it('reads as the address', () => {
    const { container } = render(<EmailAddress email="ada@example.com" />);
    expect(container).toHaveTextContent(/^ada@example\.com$/);
  });

  it('leaves an address without @ or dots whole', () => {
    expect(markup('postmaster')).toBe('postmaster');
  });
});
