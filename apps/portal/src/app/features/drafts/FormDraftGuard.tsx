import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormikContext } from 'formik';
import { useBlocker, type BlockerFunction } from 'react-router';
import { clearDraft, restoredValues, saveDraft } from './form-draft-storage';
import type { FormDraft } from './useFormDraft';

export const FORM_DRAFT_TEXT = {
  restoredTitle: 'Your unsaved changes are back',
  restored:
    'We kept what you entered earlier in this session. For your security, card and bank numbers, signatures and consents are never kept: enter them again.',
  discard: 'Discard changes',
  discarded: 'Changes discarded: the form shows its saved values again.',
  leaveTitle: 'Leave without saving?',
  leave: 'You have changes on this form that are not saved. If you leave this page, they are lost.',
  stay: 'Stay on this page',
  leaveAnyway: 'Leave and discard changes',
} as const;

/** Going to /log-in (the session ended) is never held up: the draft waits for the same user. */
const SIGN_IN_PATH = '/log-in';

/**
 * Inside a Formik form: keeps the draft of its plain fields in sessionStorage while it differs
 * from the saved values, restores it when the form opens (saying so, with a way to discard it),
 * and asks before the router leaves the page (an accessible dialog) or the tab unloads
 * (`beforeunload`) with unsaved changes. A change of query on the same page (Edit / Cancel
 * Editing) is not leaving.
 */
export function FormDraftGuard<Values extends object>({ draft }: { draft: FormDraft }) {
  const { values, initialValues, dirty, setValues, resetForm } = useFormikContext<Values>();
  const [notice, setNotice] = useState<'restored' | 'discarded' | null>(null);
  const restoredFor = useRef<string | null>(null);
  const discardedRef = useRef<HTMLDivElement>(null);
  const guarded = draft.enabled && dirty;

  // Restore once per draft (per user, form and document), before anything is written back.
  useEffect(() => {
    if (!draft.key || restoredFor.current === draft.key) return;
    restoredFor.current = draft.key;
    const restored = restoredValues(draft.key, initialValues);
    if (restored) {
      void setValues(restored, false);
      setNotice('restored');
    }
  }, [draft.key, initialValues, setValues]);

  useEffect(() => {
    if (!draft.key || restoredFor.current !== draft.key || draft.isFinished()) return;
    if (dirty) saveDraft(draft.key, values);
    else clearDraft(draft.key);
  }, [draft, values, dirty]);

  // Leaving edit mode on the same page (Cancel Editing resets the form): the draft goes too.
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (draft.key) lastKey.current = draft.key;
    else if (lastKey.current && !dirty) {
      clearDraft(lastKey.current);
      lastKey.current = null;
    }
  }, [draft.key, dirty]);

  useEffect(() => {
    if (!guarded) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (draft.isFinished()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarded, draft]);

  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    guarded &&
    !draft.isFinished() &&
    currentLocation.pathname !== nextLocation.pathname &&
    nextLocation.pathname !== SIGN_IN_PATH;
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (notice === 'discarded') discardedRef.current?.focus();
  }, [notice]);

  const discard = () => {
    if (draft.key) clearDraft(draft.key);
    resetForm();
    setNotice('discarded');
  };
  const stay = () => blocker.reset?.();
  const leave = () => {
    draft.finish();
    blocker.proceed?.();
  };

  return (
    <>
      {notice && (
        <Box sx={{ mb: 3 }}>
          {notice === 'restored' ? (
            <Alert severity="info" role="status">
              <AlertTitle>{FORM_DRAFT_TEXT.restoredTitle}</AlertTitle>
              {FORM_DRAFT_TEXT.restored}
              <Box sx={{ mt: 1.5 }}>
                <Button variant="outlined" color="inherit" size="small" onClick={discard}>
                  {FORM_DRAFT_TEXT.discard}
                </Button>
              </Box>
            </Alert>
          ) : (
            <Alert severity="success" role="status" ref={discardedRef} tabIndex={-1}>
              {FORM_DRAFT_TEXT.discarded}
            </Alert>
          )}
        </Box>
      )}
      <Dialog
        open={blocker.state === 'blocked'}
        onClose={stay}
        aria-labelledby="leave-form-title"
        aria-describedby="leave-form-text"
      >
        <DialogTitle id="leave-form-title">{FORM_DRAFT_TEXT.leaveTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="leave-form-text">{FORM_DRAFT_TEXT.leave}</DialogContentText>
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={stay} autoFocus>
            {FORM_DRAFT_TEXT.stay}
          </Button>
          <Button color="error" onClick={leave}>
            {FORM_DRAFT_TEXT.leaveAnyway}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
