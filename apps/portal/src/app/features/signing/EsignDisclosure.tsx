import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import {
  ESIGN_ACCEPTANCE,
  useAcceptEsignConsentMutation,
  useGetEsignConsentQuery,
} from '@consult/api-client';
import { esignDisclosure } from '@consult/documents';
import { DEFAULT_FIRM, formatLongDate } from '@consult/domain';
import { useToast } from '@consult/ui';
import { SIGNING_TOASTS } from './signing-messages';

const disclosure = esignDisclosure(DEFAULT_FIRM);

/**
 * The electronic records disclosure (req RULES-4): read and accepted once, before the first
 * signature; afterwards a line says when it was accepted.
 */
export function EsignDisclosure() {
  const { data: status, isLoading, isError, refetch } = useGetEsignConsentQuery();
  const [accept, { isLoading: accepting }] = useAcceptEsignConsentMutation({
    fixedCacheKey: ESIGN_ACCEPTANCE,
  });
  const { toast } = useToast();
  // Accepting replaces the button with the confirmation: the focus, on the button, would fall to
  // the page's start. It moves to the confirmation, unless the client has moved it on meanwhile
  // (pressed Sign while the acceptance was being recorded).
  const justAccepted = useRef(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const accepted = status?.accepted === true;
  useEffect(() => {
    if (!accepted || !justAccepted.current) return;
    justAccepted.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body) confirmation.current?.focus();
  }, [accepted]);

  if (isLoading) return <CircularProgress size={24} aria-label="Loading the disclosure" />;
  if (isError || !status) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        The electronic records disclosure could not be loaded.
      </Alert>
    );
  }
  if (status.accepted) {
    return (
      <Alert severity="success" variant="outlined" ref={confirmation} tabIndex={-1}>
        You accepted the {disclosure.title} (version {status.version})
        {status.acceptedAt ? ` on ${formatLongDate(status.acceptedAt)}` : ''}.
      </Alert>
    );
  }

  const onAccept = async () => {
    try {
      justAccepted.current = true;
      await accept({ version: status.version }).unwrap();
    } catch {
      justAccepted.current = false;
      toast({
        title: SIGNING_TOASTS.errorTitle,
        description: SIGNING_TOASTS.consentFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="esign-disclosure-heading"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, sm: 3 } }}
    >
      <Typography id="esign-disclosure-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
        {disclosure.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Before you sign anything electronically, please read and accept this disclosure. You only do
        this once.
      </Typography>
      <Box sx={{ maxHeight: 260, overflowY: 'auto', pr: 1, mb: 2 }} tabIndex={0}>
        {disclosure.paragraphs.map((paragraph) => (
          <Typography key={paragraph} variant="body2" sx={{ mb: 1 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <Button
        variant="contained"
        color="secondary"
        onClick={() => void onAccept()}
        disabled={accepting}
      >
        {accepting ? 'Recording...' : 'I accept the disclosure'}
      </Button>
    </Box>
  );
}
