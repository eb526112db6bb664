import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './toast-context';
import type { ToastViewProps } from './ToastView';

interface ShownToast extends ToastOptions {
  id: number;
}

let nextToastId = 1;

// The toast's view (MUI's snackbar and alert) is its own chunk, loaded once the page is live:
// no page's first JavaScript carries it, and it is there before anyone can cause a toast.
let ToastView: ComponentType<ToastViewProps> | undefined;
const loadToastView = async () => {
  ToastView ??= (await import('./ToastView')).ToastView;
  return ToastView;
};

/**
 * Shows toasts one at a time (req SITE-4, SITE-9): a new toast replaces the one on screen. Default
 * toasts are navy and announced politely; destructive ones are red and announced at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const [View, setView] = useState(() => ToastView);
  useEffect(() => {
    let cancelled = false;
    void loadToastView().then((loaded) => {
      if (!cancelled) setView(() => loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const show = useCallback((options: ToastOptions) => {
    setToast({ ...options, id: nextToastId++ });
    setOpen(true);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && View && (
        <View
          key={toast.id}
          toast={toast}
          open={open}
          onClose={() => setOpen(false)}
          onExited={() => setToast(null)}
        />
      )}
    </ToastContext.Provider>
  );
}
