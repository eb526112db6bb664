import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PAYMENT_MESSAGES, type AgreementStatus } from '@consult/domain';
import { AgreementPayableNotice } from './AgreementPayableNotice';

function notice(status: AgreementStatus, supersededById: number | null = null) {
  render(
    <MemoryRouter>
      <AgreementPayableNotice agreement={{ id: 7, status, supersededById }} />
    </MemoryRouter>,
  );
}

describe('AgreementPayableNotice', () => {
  it('says nothing for the version in force', () => {
    notice('active');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a superseded version on to the newest one', () => {
    notice('superseded', 9);
    expect(screen.getByText(`${PAYMENT_MESSAGES.agreementSuperseded}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the newest version' })).toHaveAttribute(
      'href',
      '/payment-method-selection?agreementId=9',
    );
  });

  it('asks for a proposal awaiting signature to be signed first', () => {
    notice('pending');
    expect(screen.getByRole('link', { name: 'Review and sign the agreement' })).toHaveAttribute(
      'href',
      '/consulting-agreement/7',
    );
  });

  it.each(['declined', 'withdrawn'] as const)(
    'says a %s proposal was never signed, without offering to sign it',
    (status) => {
      notice(status);
      expect(screen.getByText('This version was never signed')).toBeInTheDocument();
      expect(screen.getByText(`${PAYMENT_MESSAGES.agreementNeverInForce}.`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your agreements' })).toHaveAttribute(
        'href',
        '/consulting-agreements',
      );
      expect(screen.queryByRole('link', { name: /sign/i })).not.toBeInTheDocument();
    },
  );
});
