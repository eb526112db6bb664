import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import {
  TOAST_DURATION_MS,
  TOAST_MAX_WIDTH_PX,
  ToastContext,
  type ToastOptions,
} from './toast-context';

interface ShownToast extends ToastOptions {
  id: number;
}

let nextToastId = 1;

/**
 * Shows toasts one at a time (spec 000 §4, §9): a new toast replaces the one on screen. Default
 * toasts are navy and announced politely; destructive ones are red and announced at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((options: ToastOptions) => {
    setToast({ ...options, id: nextToastId++ });
    setOpen(true);
  }, []);
  const destructive = toast?.variant === 'destructive';
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Snackbar
          key={toast.id}
          open={open}
          autoHideDuration={toast.duration ?? TOAST_DURATION_MS}
          onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
          slotProps={{ transition: { onExited: () => setToast(null) } }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{ maxWidth: TOAST_MAX_WIDTH_PX, width: { sm: `calc(100% - 48px)` } }}
        >
          <Alert
            role={destructive ? 'alert' : 'status'}
            variant="filled"
            severity={destructive ? 'error' : 'info'}
            icon={
              destructive ? (
                <ErrorOutlined fontSize="inherit" />
              ) : (
                <CheckCircleOutlined fontSize="inherit" />
              )
            }
            onClose={() => setOpen(false)}
            slotProps={{ closeButton: { title: 'Dismiss' } }}
            sx={{
              width: '100%',
              boxShadow: 6,
              alignItems: 'flex-start',
              ...(destructive
                ? {}
                : {
                    bgcolor: 'primary.dark',
                    color: 'common.white',
                    '& .MuiAlert-icon': { color: 'secondary.light' },
                  }),
            }}
          >
            <AlertTitle sx={{ mb: toast.description ? 0.25 : 0, fontWeight: 700 }}>
              {toast.title}
            </AlertTitle>
            {toast.description}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
