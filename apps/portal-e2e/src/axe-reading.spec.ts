import { expect, test } from '@playwright/test';
import { seriousAxeFindings } from '@consult/testing/playwright';

// The axe helper itself (libs/testing/src/axe.ts), on a page of its own: no app is opened.

test('axe reads a page again when a fade starts while it reads it, and still reports what stays', async ({
  page,
}) => {
  // Black text fading out in two steps: half-transparent (too pale, 3.9:1 on white) for a second,
  // then gone. The fade starts the moment axe is put in the page, as a toast's hiding did while
  // axe read the account page.
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fade</title></head>
    <body style="background: #fff"><main>
      <p id="fading" style="color: #000; transition: opacity 1s steps(2, jump-start)">Signed in</p>
      <p id="pale" style="color: #aaa">A pale line that stays</p>
    </main>
    <script>
      const watch = setInterval(() => {
        if (window.axe) {
          clearInterval(watch);
          document.getElementById('fading').style.opacity = '0';
        }
      }, 1);
    </script></body></html>`);

  const findings = await seriousAxeFindings(page);

  // The pale line is reported; the fading one, read again once gone, is not.
  expect(findings).toEqual(['color-contrast (serious) #pale']);
  await expect(page.locator('#fading')).toHaveCSS('opacity', '0');
});

test('axe reads what is inside a frame of the page too', async ({ page }) => {
  // The helper reads a page with no frames in one run of axe; a page with a frame is read frame by
  // frame, so that a finding inside it is still reported.
  await page.setContent(`<!doctype html><html lang="en"><head><title>Frame</title></head>
    <body style="background: #fff"><main>
      <p style="color: #000">A dark line</p>
      <iframe title="Inner" srcdoc="<!doctype html><html lang='en'><head><title>Inner</title></head><body style='background: #fff'><p id='inner-pale' style='color: #aaa'>A pale line in a frame</p></body></html>"></iframe>
    </main></body></html>`);
  await expect(page.frameLocator('iframe').locator('#inner-pale')).toBeVisible();

  const findings = await seriousAxeFindings(page);

  expect(findings).toEqual(['color-contrast (serious) iframe #inner-pale']);
});
