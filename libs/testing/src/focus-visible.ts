import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * The keyboard pass of issue 18 (WCAG 2.4.7, 1.4.11, with 2.4.13's measure as the bar): the skip
 * link is the first tab stop and moves the focus into <main>; then, stop by stop, the focused
 * control is compared with itself at rest. The pixels that change must include a ring at least as
 * large as a 2 CSS px perimeter of the control, each of those pixels with 3:1 contrast between its
 * focused and its at-rest colour (the "contrast against what surrounds it" measured where the ring
 * is drawn). MUI's ripple is hidden and animations are stopped while measuring, so the ring alone
 * must carry the focus.
 *
 * Set FOCUS_SCREENSHOTS_DIR to keep each stop's focused and at-rest PNGs for a person to look at.
 */

/** Pixels of margin around the control's box: room for a ring drawn outside it. */
const MARGIN = 8;
const REQUIRED_CONTRAST = 3;
/** The share of the ring's area allowed to fall short in the anti-aliased pixels of its curves. */
const ANTI_ALIASING = 0.02;

const MEASURING_CSS = `
  *, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }
  .MuiTouchRipple-root { display: none !important; }
`;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of an sRGB colour (WCAG 2). */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two luminances. */
export function contrast(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

interface StopInfo {
  /** What a person would call the control (tag, role, name). */
  label: string;
  /** The box of what draws the control (the field's outline for an input), in viewport CSS px. */
  box: { x: number; y: number; width: number; height: number };
  /** Its corner radius in CSS px (the perimeter of a round control is shorter than its box's). */
  radius: number;
  /** The width of a text field's label notch, the gap MUI leaves in the field's outline. */
  notch: number;
  /** The focused element is the skip link (the pass has come round to the start again). */
  isSkipLink: boolean;
  /** Focus is on <body> or inside a frame: nothing more to measure. */
  done: boolean;
}

/** Describes the focused element and the box of what draws it. Runs in the page. */
function describeFocus(): StopInfo {
  const active = document.activeElement as HTMLElement | null;
  const empty = { x: 0, y: 0, width: 0, height: 0 };
  if (!active || active === document.body || active.tagName === 'IFRAME') {
    return {
      label: String(active?.tagName),
      box: empty,
      radius: 0,
      notch: 0,
      isSkipLink: false,
      done: true,
    };
  }
  // An input's visible control is the field or the checkbox around it (MUI draws the outline on
  // the root); a link
  // stretched over its card by an absolute ::after is the card.
  const after = getComputedStyle(active, '::after');
  const stretched = after.position === 'absolute' && after.content !== 'none';
  let drawn: HTMLElement =
    (active.closest('.MuiInputBase-root, .MuiButtonBase-root') as HTMLElement | null) ??
    (stretched ? (active.offsetParent as HTMLElement | null) : null) ??
    active;
  // A visually hidden control (a file input) shows its focus on the nearest visible ancestor.
  while (drawn.parentElement) {
    const rect = drawn.getBoundingClientRect();
    if (rect.width >= 8 && rect.height >= 8) break;
    drawn = drawn.parentElement;
  }
  // The whole control and its ring in view (focus scrolls only the focused element, a card's
  // title link, into view; a ring cut at the window's edge is not measured as missing).
  const before = drawn.getBoundingClientRect();
  if (
    before.top < 12 ||
    before.left < 12 ||
    before.bottom > innerHeight - 12 ||
    before.right > innerWidth - 12
  ) {
    drawn.style.scrollMargin = '12px';
    drawn.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    drawn.style.scrollMargin = '';
  }
  const rect = drawn.getBoundingClientRect();
  // A text field's outline has a gap for its label (MUI's notch): no ring is drawn there.
  const notch =
    drawn.querySelector(':scope > fieldset > legend')?.getBoundingClientRect().width ?? 0;
  const radius = parseFloat(getComputedStyle(drawn).borderTopLeftRadius) || 0;
  const name = (active.getAttribute('aria-label') ?? active.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  const role = active.getAttribute('role');
  return {
    label: `<${active.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`,
    box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    radius: Math.min(radius, rect.width / 2, rect.height / 2),
    notch,
    isSkipLink: active.matches('[data-skip-link]'),
    done: false,
  };
}

/** Marks the stops a keyboard pass has measured. */
const SEEN = 'data-focus-pass-seen';

/**
 * After a key press: describes the focused element and marks it as measured (`again` when it
 * was already: the pass has come round). One round trip. No frame is waited for: DevTools'
 * screenshot draws a new frame of the page as it is when it is asked for, focus style and scroll
 * included (the pass's own story shows a ring found right after the key, on a control the key
 * scrolled to; stop 63).
 */
function describeAndMark(
  describe: () => StopInfo,
  mark: string,
): StopInfo & { again: boolean; scroll: { x: number; y: number } } {
  const info = describe();
  const active = document.activeElement as HTMLElement | null;
  const again = !info.done && !!active?.hasAttribute(mark);
  if (!info.done) active?.setAttribute(mark, '');
  return { ...info, again, scroll: { x: scrollX, y: scrollY } };
}

/** describeAndMark with describeFocus, as one expression for page.evaluate. */
const DESCRIBE_AND_MARK = `(${describeAndMark.toString()})(${describeFocus.toString()}, ${JSON.stringify(SEEN)})`;

/** Blurs the focused element, kept for {@link refocus}. One round trip. */
function blurKeeping(): void {
  const held = window as unknown as { focusPassElement?: HTMLElement };
  held.focusPassElement = document.activeElement as HTMLElement;
  held.focusPassElement.blur();
}

function refocus(): void {
  const held = window as unknown as { focusPassElement?: HTMLElement };
  held.focusPassElement?.focus();
  delete held.focusPassElement;
}

interface RingMeasure {
  /** Pixels that differ at all between the focused and at-rest shots. */
  changed: number;
  /** CSS px² whose focused colour has ≥ 3:1 contrast with the same pixel at rest. */
  contrastingArea: number;
  /** The area of a 2 CSS px thick perimeter of the control at rest (2.4.13's minimum). */
  requiredArea: number;
  /** The highest contrast of any changed pixel with itself at rest. */
  bestContrast: number;
}

function measureRing(
  focused: Buffer,
  rest: Buffer,
  scale: number,
  info: StopInfo,
  clip: { x: number; y: number },
): RingMeasure {
  const a = PNG.sync.read(focused);
  const b = PNG.sync.read(rest);
  let changed = 0;
  let contrasting = 0;
  let bestContrast = 1;
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (a.width * y + x) * 4;
      const j = (b.width * y + x) * 4;
      if (
        a.data[i] === b.data[j] &&
        a.data[i + 1] === b.data[j + 1] &&
        a.data[i + 2] === b.data[j + 2]
      )
        continue;
      changed++;
      const ratio = contrast(
        luminance(a.data[i], a.data[i + 1], a.data[i + 2]),
        luminance(b.data[j], b.data[j + 1], b.data[j + 2]),
      );
      if (ratio >= REQUIRED_CONTRAST) contrasting++;
      if (ratio > bestContrast) bestContrast = ratio;
    }
  }
  // Only the part of the control inside the shot counts (a tall card runs past the viewport).
  const shot = {
    x: clip.x,
    y: clip.y,
    right: clip.x + a.width / scale,
    bottom: clip.y + a.height / scale,
  };
  const box = info.box;
  const left = Math.max(box.x, shot.x);
  const right = Math.min(box.x + box.width, shot.right);
  const top = Math.max(box.y, shot.y);
  const bottom = Math.min(box.y + box.height, shot.bottom);
  const w = Math.max(0, right - left);
  const h = Math.max(0, bottom - top);
  const edges =
    (box.y >= shot.y ? w : 0) +
    (box.y + box.height <= shot.bottom ? w : 0) +
    (box.x >= shot.x ? h : 0) +
    (box.x + box.width <= shot.right ? h : 0);
  // The area of a 2 px band along the control's edge (its rounded corners included), for the part
  // of the edge inside the shot, less a text field's label notch.
  const roundedArea = (width: number, height: number, radius: number) =>
    width * height - (4 - Math.PI) * radius * radius;
  const band =
    roundedArea(box.width, box.height, info.radius) -
    roundedArea(box.width - 4, box.height - 4, Math.max(0, info.radius - 2));
  const perimeter = 2 * (box.width + box.height);
  const notch = box.y >= shot.y ? 2 * info.notch : 0;
  const requiredArea = (band * edges) / perimeter - notch;
  return {
    changed,
    contrastingArea: contrasting / (scale * scale),
    requiredArea,
    bestContrast,
  };
}

type Clip = { x: number; y: number; width: number; height: number };

/**
 * Screenshots of a part of the viewport straight from Chromium (DevTools' Page.captureScreenshot),
 * at the page's device pixels; `clip` is in the document's CSS px (the viewport's scroll added).
 * Playwright's page.screenshot waits for fonts and hides the caret on every call, a dozen round
 * trips; a pass takes two shots per stop, and MEASURING_CSS hides the caret once.
 */
async function screenshotter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const shoot = async (clip: Clip): Promise<Buffer> => {
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      clip: { ...clip, scale: 1 },
      captureBeyondViewport: false,
    });
    return Buffer.from(data, 'base64');
  };
  return Object.assign(shoot, { close: () => cdp.detach() });
}

export interface KeyboardPassOptions {
  /** A name for the page in messages and screenshot files. */
  name: string;
  /** At most this many tab stops are measured (the skip link included). */
  maxStops?: number;
  /** The device pixel ratio of the page (2 on the phone project). */
  scale: number;
  /**
   * The key that moves to the next stop: Tab on a page or in a drawer, ArrowDown in a menu (whose
   * items are not in the tab order). The pass ends when a stop comes round again.
   */
  key?: 'Tab' | 'ArrowDown';
  /** Press the key before the first stop too (the focus is on a container, not a control). */
  moveFirst?: boolean;
}

/**
 * The skip link is the first Tab stop, visible when focused, and Enter moves the focus to <main>.
 * Leaves the focus on the skip link again, ready for {@link focusRingFailures}.
 */
export async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip, 'the first Tab stop is the skip link').toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.width > 40 && box.height > 20, 'the focused skip link is visible').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // Tab from main reaches main's first control, not the header's.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => !!document.activeElement?.closest('main')),
    'Tab after the skip link continues inside main',
  ).toBe(true);
  await skip.focus();
  await expect(skip).toBeFocused();
}

/**
 * Tabs through the page from the focused element (the skip link) and returns one message per
 * stop whose focus indicator is missing or too faint (none expected).
 */
export async function focusRingFailures(
  page: Page,
  options: KeyboardPassOptions,
): Promise<string[]> {
  const { name, maxStops = 30, scale, key = 'Tab', moveFirst = false } = options;
  const shotsDir = process.env.FOCUS_SCREENSHOTS_DIR;
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  const style = await page.addStyleTag({ content: MEASURING_CSS });
  const failures: string[] = [];
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const capture = await screenshotter(page);
  try {
    for (let stop = 1; stop <= maxStops; stop++) {
      const nothingFocused =
        stop === 1 &&
        (await page.evaluate(
          () => !document.activeElement || document.activeElement === document.body,
        ));
      if (stop > 1 || nothingFocused || moveFirst) await page.keyboard.press(key);
      const info = await page.evaluate<
        StopInfo & { again: boolean; scroll: { x: number; y: number } }
      >(DESCRIBE_AND_MARK);
      // Round again (a drawer or a menu keeps the focus inside): every stop has been seen.
      if (info.done || (stop > 1 && info.isSkipLink) || info.again) break;
      const x = Math.max(0, Math.floor(info.box.x - MARGIN));
      const y = Math.max(0, Math.floor(info.box.y - MARGIN));
      const clip = {
        x,
        y,
        width: Math.min(viewport.width, Math.ceil(info.box.x + info.box.width + MARGIN)) - x,
        height: Math.min(viewport.height, Math.ceil(info.box.y + info.box.height + MARGIN)) - y,
      };
      const where = `${name} stop ${stop} ${info.label}`;
      if (clip.width <= 0 || clip.height <= 0) {
        failures.push(`${where}: focused outside the viewport`);
        continue;
      }
      // DevTools' clip is in the document's coordinates, the viewport's scroll added.
      const shot = { ...clip, x: clip.x + info.scroll.x, y: clip.y + info.scroll.y };
      const focused = await capture(shot);
      await page.evaluate(blurKeeping);
      const rest = await capture(shot);
      await page.evaluate(refocus);
      if (shotsDir) {
        const file = `${name}-${String(stop).padStart(2, '0')}`.replace(/[^\w.-]+/g, '_');
        writeFileSync(join(shotsDir, `${file}-focused.png`), focused);
        writeFileSync(join(shotsDir, `${file}-rest.png`), rest);
      }
      const ring = measureRing(focused, rest, scale, info, clip);
      if (ring.changed === 0) {
        failures.push(`${where}: looks the same focused and at rest`);
      } else if (ring.contrastingArea < ring.requiredArea * (1 - ANTI_ALIASING)) {
        failures.push(
          `${where}: ${Math.round(ring.contrastingArea)} px² change with 3:1 contrast, ` +
            `${Math.round(ring.requiredArea)} needed (best contrast ${ring.bestContrast.toFixed(2)}:1, ` +
            `box ${Math.round(info.box.width)}×${Math.round(info.box.height)} r${info.radius})`,
        );
      }
    }
  } finally {
    await capture.close();
    await style.evaluate((element) => (element as HTMLElement).remove());
    await page.evaluate(
      (mark) => document.querySelectorAll(`[${mark}]`).forEach((e) => e.removeAttribute(mark)),
      SEEN,
    );
  }
  return failures;
}
