import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Undo from '@mui/icons-material/Undo';
import { errorMessage, errorStatus, useWithdrawAmendmentMutation } from '@consult/api-client';
import { AMENDMENT_TEXT } from '@consult/domain';
import { ConfirmDialog, useToast } from '@consult/ui';
import { ADMIN_TEXT } from '../../admin-messages';

interface WithdrawProposalButtonProps {
  /** The proposal's own id (the pending version). */
  proposalId: number;
  proposalVersion: number;
  /** "CA-000042". */
  reference: string;
  /** The version that stays in force, when known. */
  inForceVersion?: number;
  sx?: ButtonProps['sx'];
}

/**
 * "Withdraw proposal" (docs/contracts-and-money.md): after a confirmation, the firm's pending
 * amendment becomes `withdrawn`; the version signed before stays in force. The client can then no
 * longer sign it, and the firm may propose another.
 */
export function WithdrawProposalButton({
  proposalId,
  proposalVersion,
  reference,
  inForceVersion,
  sx,
}: WithdrawProposalButtonProps) {
  const [open, setOpen] = useState(false);
  const [withdraw, { isLoading }] = useWithdrawAmendmentMutation();
  const { toast } = useToast();
  const name = `version ${proposalVersion} of ${reference}`;

  const confirm = async () => {
    try {
      await withdraw(proposalId).unwrap();
      toast({ title: AMENDMENT_TEXT.withdrawn });
      setOpen(false);
    } catch (error) {
      // A 409 says why (the client signed or declined it meanwhile); the list refreshes either way.
      const reason = errorStatus(error) === 409 ? errorMessage(error, '') : '';
      toast({
        title: ADMIN_TEXT.errorTitle,
        description: reason
          ? `${AMENDMENT_TEXT.withdrawFailed}. ${reason}`
          : AMENDMENT_TEXT.withdrawFailed,
        variant: 'destructive',
      });
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        startIcon={<Undo />}
        onClick={() => setOpen(true)}
        aria-label={`Withdraw proposal ${name}`}
        sx={sx}
      >
        Withdraw proposal
      </Button>
      {open && (
        <ConfirmDialog
          open
          title={`Withdraw the proposed ${name}?`}
          description={`The client will no longer be able to sign it. ${
            inForceVersion === undefined
              ? 'The version in force stays in force, as the client signed it.'
              : `Version ${inForceVersion} stays in force, as the client signed it.`
          }`}
          confirmLabel="Withdraw proposal"
          busyLabel="Withdrawing…"
          busy={isLoading}
          color="warning"
          maxWidth="xs"
          onCancel={() => setOpen(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
