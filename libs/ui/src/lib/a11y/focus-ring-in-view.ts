import { useEffect } from 'react';

/**
 * Brings a keyboard-focused control into view with its scroll margin (the theme's 8 px), so the
 * ring drawn outside its box is not cut off by the edge of what scrolls it. Chromium's own focus
 * scroll ignores `scroll-margin`: in the console's audit log on a phone, tabbing to a "User #n"
 * link in the table that scrolls sideways left the link 1 px inside the table's edge and its ring
 * cut off on that side. `scrollIntoView` honours the margin, and moves nothing when the control
 * and its margin are already in view. Pointer focus (not `:focus-visible`) is left alone.
 */
export function keepFocusRingInView(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || typeof target.scrollIntoView !== 'function') return;
  if (!target.matches(':focus-visible')) return;
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Keeps every keyboard focus ring of the page in view (see keepFocusRingInView). */
export function useFocusRingInView(): void {
  useEffect(() => {
    document.addEventListener('focusin', keepFocusRingInView);
    return () => document.removeEventListener('focusin', keepFocusRingInView);
  }, []);
}
