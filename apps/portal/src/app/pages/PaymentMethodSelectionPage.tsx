import Container from '@mui/material/Container';
import { Navigate, useSearchParams } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { PaymentMethodSelection } from '../features/payment/PaymentMethodSelection';
import { PAYMENT_TITLES } from '../features/payment/payment-messages';
import { parseRouteId } from '../features/payment/route-ids';

/**
 * /payment-method-selection?agreementId={id} (req DOCS-2). Without agreementId it sends the
 * client to /consulting-agreements.
 */
export function PaymentMethodSelectionPage() {
  const [searchParams] = useSearchParams();
  const agreementId = parseRouteId(searchParams.get('agreementId'));
  if (agreementId === null) return <Navigate to="/consulting-agreements" replace />;
  return (
    <PageLayout>
      <title>{`${PAYMENT_TITLES.selection} — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <PaymentMethodSelection key={agreementId} agreementId={agreementId} />
      </Container>
    </PageLayout>
  );
}
