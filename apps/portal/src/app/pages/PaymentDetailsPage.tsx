import Container from '@mui/material/Container';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_FIRM, isPaymentType } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { NewPaymentDetails } from '../features/payment/NewPaymentDetails';
import { SavedPaymentDetails } from '../features/payment/SavedPaymentDetails';
import { PAYMENT_TITLES } from '../features/payment/payment-messages';
import { parseRouteId } from '../features/payment/route-ids';

/**
 * /payment-details?type=&agreementId= (a new payment method), and /payment-details/{id} and
 * /payment-method/{id} (a saved one: view, or edit with `?mode=edit`): req DOCS-2. Without an
 * id and without agreementId it sends the client to /consulting-agreements; without a known type,
 * back to the choice of one.
 */
export function PaymentDetailsPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();

  let content;
  let title: string = PAYMENT_TITLES.view;
  if (id === undefined) {
    const agreementId = parseRouteId(searchParams.get('agreementId'));
    const type = searchParams.get('type')?.toLowerCase();
    if (agreementId === null) return <Navigate to="/consulting-agreements" replace />;
    if (!isPaymentType(type)) {
      return <Navigate to={`/payment-method-selection?agreementId=${agreementId}`} replace />;
    }
    title = PAYMENT_TITLES.new;
    content = (
      <NewPaymentDetails key={`${type}-${agreementId}`} type={type} agreementId={agreementId} />
    );
  } else {
    const methodId = parseRouteId(id);
    content = <SavedPaymentDetails key={methodId} id={methodId} />;
  }

  return (
    <PageLayout>
      <title>{`${title} — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        {content}
      </Container>
    </PageLayout>
  );
}
