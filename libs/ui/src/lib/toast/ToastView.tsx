import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX, type ToastOptions } from './toast-context';

export interface ToastViewProps {
  toast: ToastOptions & { id: number };
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** One toast on screen (ToastProvider). Default toasts are navy and announced politely;
 * destructive ones are red and announced at once. */
export function ToastView({ toast, open, onClose, onExited }: ToastViewProps) {
  const destructive = toast.variant === 'destructive';
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.duration ?? TOAST_DURATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      slotProps={{ transition: { onExited } }}
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
        onClose={onClose}
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
  );
}
