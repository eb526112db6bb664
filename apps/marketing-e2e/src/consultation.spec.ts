import { holdChunk, seriousAxeFindings } from '@consult/testing/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_FIRM } from '@consult/domain';
import { caughtMails, E2E } from '@consult/testing/node';

const GOALS = 'What are your primary goals in partnering with us?';

async function fill(page: Page, values: { company: string; email: string }) {
  await page.getByLabel('Company name').fill(values.company);
  await page.getByLabel('Private Company').check();
  await page.getByLabel('First name').fill('Amara');
  await page.getByLabel('Last name').fill('Whitlock');
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Phone number').fill('+1 617 555 0142');
  await page
    .getByLabel(GOALS)
    .fill('Prepare a Series B raise and tighten our pricing before we expand into Canada.');
}

test('the consultation form shows every message, then submits, resets and the firm is e-mailed', async ({
  page,
}, testInfo) => {
  await page.goto(`${E2E.marketing}/request-consultation`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Request a Consultation' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  for (const message of [
    'Company name is required',
    'First name is required',
    'Last name is required',
    'Please enter a valid email',
    'Please enter a valid phone number',
    'Please describe your primary goals',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeFocused();
  // After the first submit, messages follow every change.
  await page.getByLabel('Company name').fill('Harbor');
  await expect(page.getByText('Company name is required')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('consultation-errors.png'), fullPage: true });

  const email = `amara.${Date.now()}.${testInfo.project.name}@example.com`;
  await fill(page, { company: 'Harbor Freight Partners', email });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request Submitted!')).toBeVisible();
  await expect(page.getByText("We'll be in touch with you shortly.")).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('');
  await expect(page.getByLabel('Private Company')).not.toBeChecked();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The firm's inbox and the requester both got an e-mail (the local mail catcher).
  await expect
    .poll(async () => {
      const messages = await caughtMails();
      return messages.filter(
        (m) => m.text.includes('Amara') && (m.to.includes(email) || m.text.includes(email)),
      ).length;
    })
    .toBeGreaterThanOrEqual(2);
});

test('the form is live before the API client has loaded, and sends the request once it has', async ({
  page,
}, testInfo) => {
  // The API client's chunk is held back: the form must hydrate, and check what is typed, without
  // it (it is loaded when the form is sent; issue 19).
  const release = await holdChunk(page, 'api-client-');
  await page.goto(`${E2E.marketing}/request-consultation`);
  await expect(page.getByLabel('Company name')).toBeEnabled();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeFocused();

  release();
  const email = `amara.live.${Date.now()}.${testInfo.project.name}@example.com`;
  await fill(page, { company: 'Lantern Row Analytics', email });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request Submitted!')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('');
});

/** The form's rules (yup and the schema): a chunk of their own, loaded with the first check. */
const RULES_CHUNK = /\/consultation-schema-[^/]*\.js$/;

test('the form hydrates without its rules, which load with its first check', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (RULES_CHUNK.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  await page.goto(`${E2E.marketing}/request-consultation`);
  await expect(page.getByLabel('Company name')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);

  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  expect(loaded).toHaveLength(1);
});

test('when the form’s rules cannot load, the request goes to the API and its messages show under the fields', async ({
  page,
}) => {
  await page.route(RULES_CHUNK, (route) => route.abort());
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/consultation')) sent.push(request.method());
  });
  await page.goto(`${E2E.marketing}/request-consultation`);
  await fill(page, { company: 'Harbor Freight Partners', email: 'foo@bar' });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  // The API checks the same rules, with the same message, and the form shows it under the field.
  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await expect(email).toBeFocused();
  expect(sent).toEqual(['POST']);
  await expect(page.getByText('Failed to submit request. Please try again later.')).toHaveCount(0);
  await expect(page.getByLabel('Company name')).toHaveValue('Harbor Freight Partners');
});

test('the phone and e-mail links beside the form are targets of at least 24 px, at any width (WCAG 2.2, 2.5.8)', async ({
  page,
}) => {
  await page.goto(`${E2E.marketing}/request-consultation`);
  for (const link of [
    page.getByRole('link', { name: DEFAULT_FIRM.phone }),
    page.getByRole('link', { name: DEFAULT_FIRM.email }),
  ]) {
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(box?.width).toBeGreaterThanOrEqual(24);
  }
});

test('the goals text area is five lines, grows with its text and shrinks back when cleared', async ({
  page,
}) => {
  await page.goto(`${E2E.marketing}/request-consultation`);
  const goals = page.getByLabel(GOALS);
  await expect(goals).toBeEditable();
  // One text area (MUI's autosizing one kept a hidden copy of itself to measure; issue 19).
  await expect(page.locator('textarea')).toHaveCount(1);
  const height = async () => (await goals.boundingBox())?.height ?? 0;
  const lineHeight = await goals.evaluate((area) => parseFloat(getComputedStyle(area).lineHeight));
  const empty = await height();
  expect(empty).toBeCloseTo(5 * lineHeight, 0);
  await goals.fill(Array.from({ length: 9 }, (_, i) => `Goal ${i + 1}`).join('\n'));
  await expect.poll(height).toBeCloseTo(9 * lineHeight, 0);
  await goals.fill('');
  await expect.poll(height).toBeCloseTo(empty, 0);
});

test('when the API fails, the form says so and keeps what was typed', async ({ page }) => {
  await page.route('**/api/consultation', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"statusCode":503,"message":"Unavailable"}',
    }),
  );
  await page.goto(`${E2E.marketing}/request-consultation`);
  await fill(page, { company: 'Quayside Robotics', email: 'amara@example.com' });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Failed to submit request. Please try again later.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Quayside Robotics');
  await expect(page.getByLabel('Private Company')).toBeChecked();
  await expect(page.getByLabel(GOALS)).toHaveValue(/Series B/);
});

test('foo@bar is refused under the field before anything is sent, and a server-only refusal shows under its field, focused, with no outage toast', async ({
  page,
}, testInfo) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/consultation')) sent.push(request.method());
  });
  await page.goto(`${E2E.marketing}/request-consultation`);
  const phone = page.getByLabel('Phone number');
  // The phone's rule is hinted under it before any message, and tied to it.
  await expect(phone).toHaveAccessibleDescription('At least 10 characters, any format');

  await fill(page, { company: 'Harbor Freight Partners', email: 'foo@bar' });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await expect(email).toBeFocused();
  expect(sent).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('consultation-email-client.png') });

  // A rule only the server knows: the API's real 400 shape (ApiErrorBody with `fields`).
  const lastNameMessage = 'Last name is not accepted by the server';
  await page.route('**/api/consultation', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: lastNameMessage,
        fields: { lastName: lastNameMessage },
      }),
    }),
  );
  await email.fill('amara@example.com');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const lastName = page.getByLabel('Last name');
  await expect(lastName).toHaveAccessibleDescription(lastNameMessage);
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Failed to submit request. Please try again later.')).toHaveCount(0);
  await expect(page.getByLabel('Company name')).toHaveValue('Harbor Freight Partners');
  await lastName.screenshot({ path: testInfo.outputPath('consultation-server-field.png') });
  await page.screenshot({
    path: testInfo.outputPath('consultation-server-error.png'),
    fullPage: true,
  });
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Editing the field clears the server's message.
  await lastName.fill('Whitlock-Hale');
  await expect(lastName).not.toHaveAccessibleDescription(lastNameMessage);
});

test('the fields notice the browser’s autofill from one pair of keyframes, not a style sheet each', async ({
  page,
}) => {
  await page.goto(`${E2E.marketing}/request-consultation`);
  await expect(page.getByLabel('Company name')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const styles = await page.evaluate(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const sheetsDefining = (name: string) =>
      new Set(
        rules
          .filter((rule) => rule instanceof CSSKeyframesRule && rule.name === name)
          .map((rule) => rule.parentStyleSheet),
      ).size;
    return {
      // Each field of MUI's adds the keyframes in a global style sheet of its own as it mounts.
      globalSheets: document.querySelectorAll('style[data-emotion^="css-global"]').length,
      // The style sheets that define each animation (with and without the -webkit- prefix).
      autofill: sheetsDefining('mui-auto-fill'),
      cancel: sheetsDefining('mui-auto-fill-cancel'),
      inputs: [...document.querySelectorAll('main .MuiInputBase-input')].map(
        (input) => getComputedStyle(input).animationName,
      ),
      whileAutofilled: rules.some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText.includes(':-webkit-autofill') &&
          rule.style.animationName === 'mui-auto-fill',
      ),
    };
  });
  expect(styles.globalSheets, 'CssBaseline’s global sheet only').toBeLessThanOrEqual(2);
  expect(styles.autofill).toBe(1);
  expect(styles.cancel).toBe(1);
  // Every input runs the short animation at once and the long one while autofilled.
  expect(styles.inputs).toHaveLength(6);
  expect(new Set(styles.inputs)).toEqual(new Set(['mui-auto-fill-cancel']));
  expect(styles.whileAutofilled).toBe(true);

  // What the browser's autofill starts: the field takes itself for filled, and its label moves up.
  const company = page.getByLabel('Company name');
  const label = page.locator('label', { hasText: 'Company name' });
  await expect(label).toHaveAttribute('data-shrink', 'false');
  await company.dispatchEvent('animationstart', { animationName: 'mui-auto-fill' });
  await expect(label).toHaveAttribute('data-shrink', 'true');
});
