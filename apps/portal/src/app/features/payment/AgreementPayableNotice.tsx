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
  // A declined or withdrawn proposal never came into force: the version in force is paid.
  const neverInForce = agreement.status === 'declined' || agreement.status === 'withdrawn';
  const [title, text, action, to] = superseded
    ? [
        'A newer version replaces this agreement',
        PAYMENT_MESSAGES.agreementSuperseded,
        'Go to the newest version',
        agreement.supersededById !== null
          ? `/payment-method-selection?agreementId=${agreement.supersededById}`
          : '/consulting-agreements',
      ]
    : neverInForce
      ? [
          'This version was never signed',
          PAYMENT_MESSAGES.agreementNeverInForce,
          'Go to your agreements',
          '/consulting-agreements',
        ]
      : [
          'This agreement is not signed yet',
          PAYMENT_MESSAGES.agreementNotSigned,
          'Review and sign the agreement',
          `/consulting-agreement/${agreement.id}`,
        ];
  return (
    <Alert severity="warning">
      <AlertTitle>{title}</AlertTitle>
      {text}.
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="small">
          {action}
        </Button>
      </Box>
    </Alert>
  );
}
