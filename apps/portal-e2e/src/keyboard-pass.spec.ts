import { expect, test } from '@playwright/test';
import { focusRingFailures } from '@consult/testing/playwright';

// The keyboard pass itself (libs/testing/src/focus-visible.ts), on a page of its own: no app is
// opened. It measures each stop the moment the key has moved the focus, with no frame waited for.

test('the keyboard pass finds a ring right after the key, and reports a stop without one or with a faint one', async ({
  page,
}, testInfo) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Rings</title>
    <style>
      body { margin: 0; background: #fff; font: 16px sans-serif; }
      button { margin: 16px; padding: 8px 16px; border: 1px solid #333; background: #fff; color: #000; font: inherit; }
      button:focus { outline: none; }
      #ringed:focus-visible, #below:focus-visible, #scripted.ring { outline: 3px solid #1a56db; outline-offset: 2px; }
      #faint:focus-visible { outline: 3px solid #eee; outline-offset: 2px; }
    </style></head>
    <body><main>
      <button id="ringed">Ringed</button>
      <button id="bare">Bare</button>
      <button id="faint">Faint</button>
      <button id="scripted">Scripted</button>
      <div style="height: 2000px"></div>
      <button id="below">Below</button>
      <button id="last">Last</button>
    </main>
    <script>
      // A ring drawn by the page's script once the focus event's microtasks run, as a component's
      // state does (React and Preact render a focus event's update before the next task).
      const scripted = document.getElementById('scripted');
      scripted.addEventListener('focus', () => queueMicrotask(() => scripted.classList.add('ring')));
      scripted.addEventListener('blur', () => queueMicrotask(() => scripted.classList.remove('ring')));
    </script></body></html>`);

  const failures = await focusRingFailures(page, {
    name: 'rings',
    scale: testInfo.project.use.deviceScaleFactor ?? 1,
  });

  // Ringed, Scripted and Below (which the key scrolls into view) pass; the other three do not.
  expect(failures).toHaveLength(3);
  expect(failures[0]).toMatch(/^rings stop 2 <button> "Bare": looks the same focused and at rest$/);
  expect(failures[1]).toMatch(/^rings stop 3 <button> "Faint": 0 px² change with 3:1 contrast/);
  expect(failures[2]).toMatch(/^rings stop 6 <button> "Last": looks the same focused and at rest$/);
  await expect(page.locator('#below')).toBeInViewport();
});
