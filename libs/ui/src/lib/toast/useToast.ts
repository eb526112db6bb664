import { useContext } from 'react';
import { ToastContext, type ToastOptions } from './toast-context';

/** `toast({ title, description, variant })` shows a toast, replacing the one on screen. */
export function useToast(): { toast: (options: ToastOptions) => void } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a ToastProvider');
  return { toast };
}
