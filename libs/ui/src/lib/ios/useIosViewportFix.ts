import { useEffect } from 'react';

/** The viewport on iOS: device width at scale 1, so Safari never zooms the layout (req SITE-2). */
export const IOS_VIEWPORT_CONTENT =
  'width=device-width, initial-scale=1, maximum-scale=1, viewport-fit=cover';

/** The delay of the layout fix after a resize, rotation or closed keyboard (req SITE-9). */
export const IOS_LAYOUT_FIX_DELAY_MS = 100;

/** iPhone, iPod and iPad, including iPadOS, which reports itself as a Mac with a touch screen. */
export function isIosDevice(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator,
): boolean {
  return (
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
  );
}

/**
 * The iOS scroll and touch fix, on iPad, iPhone and iPod only:
 * - locks the viewport meta to scale 1 (Safari still lets people pinch to zoom; it no longer zooms
 *   the page by itself when a field gets focus);
 * - marks the document with an `ios` class for styles that only iOS needs;
 * - 100 ms after load, a resize, a rotation or a closed on-screen keyboard, stores the real visible
 *   height in `--app-height` (iOS counts its hidden toolbars in `100vh`) and re-applies the scroll
 *   position, which makes Safari lay out sticky and fixed elements again instead of leaving the
 *   page shifted where the keyboard was.
 */
export function useIosViewportFix(): void {
  useEffect(() => {
    if (!isIosDevice()) return undefined;
    const root = document.documentElement;
    let viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const createdViewport = !viewport;
    if (!viewport) {
      viewport = document.createElement('meta');
      viewport.name = 'viewport';
      document.head.appendChild(viewport);
    }
    const previousContent = viewport.content;
    viewport.content = IOS_VIEWPORT_CONTENT;
    root.classList.add('ios');

    let timer: ReturnType<typeof setTimeout> | undefined;
    const fixLayout = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        root.style.setProperty('--app-height', `${window.innerHeight}px`);
        window.scrollTo(window.scrollX, window.scrollY);
      }, IOS_LAYOUT_FIX_DELAY_MS);
    };
    fixLayout();
    window.addEventListener('resize', fixLayout);
    window.addEventListener('orientationchange', fixLayout);
    document.addEventListener('focusout', fixLayout);

    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', fixLayout);
      window.removeEventListener('orientationchange', fixLayout);
      document.removeEventListener('focusout', fixLayout);
      root.classList.remove('ios');
      root.style.removeProperty('--app-height');
      if (createdViewport) viewport.remove();
      else viewport.content = previousContent;
    };
  }, []);
}
