import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in milliseconds; 5 s by default. */
  duration?: number;
}

/** Default display time (req SITE-9). */
export const TOAST_DURATION_MS = 5000;

/** Widest a toast gets (req SITE-9). */
export const TOAST_MAX_WIDTH_PX = 420;

export const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);
