import type { Page } from '@playwright/test';
import { settleAnimations } from './settle';

/** The smallest touch target the spec allows on touch screens (req SITE-2; libs/ui's theme). */
export const MIN_TOUCH_TARGET_PX = 44;

/** What people tap: links, buttons and their roles, form controls, anything in the tab order. */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Scrolls through the page (so that content revealed on scroll is drawn) and waits for the
 * animations that started to end (a target is measured at rest, as a person taps it), then lists
 * every visible touch target smaller than `min` × `min` CSS px, as "<a> "Contact" 61×32" lines.
 * A check box or radio button inside its label counts the label (a tap on it checks the box), and
 * a text field or a select counts its outlined box (a tap anywhere in it focuses it).
 * Visually hidden controls (1 px boxes, such as a skip link before it has the focus) and controls
 * under aria-hidden or inert are not targets.
 */
export async function smallTouchTargets(page: Page, min = MIN_TOUCH_TARGET_PX): Promise<string[]> {
  await page.evaluate(async () => {
    // Two frames at each position: the page is drawn there, so whatever watches the scroll (an
    // IntersectionObserver's callback, run after a frame) sees it and has drawn its answer.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Then whatever that started (an entrance, a fade) runs to its end, as long as it takes.
  await settleAnimations(page);
  return page.evaluate(
    ({ selector, min }) => {
      const describe = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          '';
        const text = name.replace(/\s+/g, ' ').trim().slice(0, 48);
        const type = element.getAttribute('type');
        return `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}> "${text}"`;
      };
      const found: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const own = element.getBoundingClientRect();
        if (own.width <= 2 || own.height <= 2) continue;
        const isBox =
          element instanceof HTMLInputElement &&
          (element.type === 'checkbox' || element.type === 'radio');
        const label = isBox ? element.closest('label') : null;
        // A text field's or a select's target is its whole outlined box: a tap in it focuses it.
        const field = element.closest('.MuiInputBase-root');
        const box = (label ?? field ?? element).getBoundingClientRect();
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          found.push(`${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
      return found;
    },
    { selector: TARGETS, min },
  );
}
