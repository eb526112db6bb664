import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PAYMENT_MESSAGES, type AgreementSummary } from '@consult/domain';

type AgreementState = Pick<AgreementSummary, 'id' | 'status' | 'supersededById'>;

/** Whether a new payment method can pay this agreement: its newest version, signed. */
export function isPayable(agreement: AgreementState): boolean {
  return agreement.status === 'active' && agreement.supersededById === null;
}

/**
 * Why an agreement cannot take a new payment method (the API's 409), and where to go instead:
 * its newest version, or the agreement to sign.
 */
export function AgreementPayableNotice({ agreement }: { agreement: AgreementState }) {
  if (isPayable(agreement)) return null;
  const superseded = agreement.supersededById !== null || agreement.status === 'superseded';
  return (
    <Alert severity="warning">
      <AlertTitle>
        {superseded
          ? 'A newer version replaces this agreement'
          : 'This agreement is not signed yet'}
      </AlertTitle>
      {superseded ? PAYMENT_MESSAGES.agreementSuperseded : PAYMENT_MESSAGES.agreementNotSigned}.
      <Box sx={{ mt: 1 }}>
        <Button
          component={RouterLink}
          to={
            superseded && agreement.supersededById !== null
              ? `/payment-method-selection?agreementId=${agreement.supersededById}`
              : superseded
                ? '/consulting-agreements'
                : `/consulting-agreement/${agreement.id}`
          }
          variant="outlined"
          color="inherit"
          size="small"
        >
          {superseded ? 'Go to the newest version' : 'Review and sign the agreement'}
        </Button>
      </Box>
    </Alert>
  );
}
