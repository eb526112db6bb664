import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ESIGN_MESSAGES, signatureHint } from '@consult/domain';
import { formActionsSx, FormTextField, submitButtonSx } from '@consult/ui/forms';
import { SubmitButton } from '../forms/SubmitButton';
import { AgreeCheckbox } from '../signing/AgreeCheckbox';
import { EsignDisclosure } from '../signing/EsignDisclosure';
import type { AgreementMode } from './AgreementToolbar';
import { AGREEMENT_BUTTONS } from './agreement-messages';

interface SigningStepProps {
  mode: Exclude<AgreementMode, 'view'>;
  signerName: string;
  pending: boolean;
  /** The last save's message for the whole form (the server's, or the disclosure to accept). */
  formError?: string;
  consentAccepted: boolean;
  /** Beside the submit button: the amendment's Decline. */
  otherAction?: ReactNode;
}

const SUBMIT_LABELS: Record<SigningStepProps['mode'], string> = {
  new: AGREEMENT_BUTTONS.accept,
  edit: AGREEMENT_BUTTONS.resign,
  amendment: AGREEMENT_BUTTONS.signAmendment,
};

/**
 * Signing (req RULES-4, RULES-5): the electronic records disclosure, the typed signature, "I agree to
 * sign electronically", and 'Accept Agreement', 'Update & Re-sign Agreement' or, for a firm
 * amendment, 'Sign Amendment' (beside Decline).
 */
export function SigningStep({
  mode,
  signerName,
  pending,
  formError,
  consentAccepted,
  otherAction,
}: SigningStepProps) {
  // The disclosure accepted since: that message has been answered.
  const message =
    formError && !(consentAccepted && formError === ESIGN_MESSAGES.consentRequired)
      ? formError
      : undefined;
  return (
    <>
      <EsignDisclosure />
      <FormTextField
        name="signature"
        label="Type your full name to sign"
        required
        autoComplete="name"
        helperText={signatureHint(signerName)}
      />
      <AgreeCheckbox name="agreeToSignElectronically" label="I agree to sign electronically" />
      {message && <Alert severity="error">{message}</Alert>}
      <Box sx={formActionsSx}>
        {mode === 'new' && (
          <Button
            component={RouterLink}
            to="/consulting-agreements"
            variant="outlined"
            size="large"
            sx={submitButtonSx}
          >
            Cancel
          </Button>
        )}
        {otherAction}
        <SubmitButton pending={pending} label={SUBMIT_LABELS[mode]} pendingLabel="Signing..." />
      </Box>
    </>
  );
}
