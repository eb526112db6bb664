import { expect, test, type Page } from '@playwright/test';
import { localIsoDate } from '@consult/domain';
import { E2E, registerAccount } from '@consult/testing';
import { expectSkipLinkFirst, focusRingFailures } from '@consult/testing/e2e';
import { logIn } from './support';

type Account = Awaited<ReturnType<typeof registerAccount>>;

/** Calls the API as the signed-in browser does (its cookie, the portal's origin). */
async function api(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`${E2E.portal}/api${path}`, {
    data,
    headers: { Origin: E2E.portal },
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response.json();
}

/** A signed agreement (through the API), so the payment form has something to pay for. */
async function signAgreement(page: Page, account: Account): Promise<number> {
  const consent = await page.request.get(`${E2E.portal}/api/esign-consent`);
  await api(page, '/esign-consent', {
    version: ((await consent.json()) as { version: string }).version,
  });
  const signer = `${account.firstName} ${account.lastName}`;
  const agreement = (await api(page, '/consulting-agreement', {
    clientData: {
      companyName: account.companyName,
      companyStreet: account.address,
      companyCity: account.city,
      companyState: account.state,
      companyZip: account.zipCode,
      companyPhone: account.phone,
      signerName: signer,
      signerTitle: 'Chief Operating Officer',
      date: localIsoDate(new Date()),
    },
    services: [
      {
        name: 'Business Strategy & Growth',
        subServices: ['Growth Strategy'],
        paymentType: 'hourly',
        fee: 500,
        hours: 10,
      },
    ],
    signature: signer,
    agreeToSignElectronically: true,
  })) as { id: number };
  return agreement.id;
}

/** One page of each kind (issue 18); `path` may need the signed-in client's agreement. */
const PAGES: ReadonlyArray<{
  name: string;
  signedIn: boolean;
  path: (agreementId: number) => string;
}> = [
  { name: 'log-in', signedIn: false, path: () => '/log-in' },
  { name: 'register', signedIn: false, path: () => '/register' },
  { name: 'profile', signedIn: true, path: () => '/profile' },
  { name: 'nda-form', signedIn: true, path: () => '/mutual-nda' },
  { name: 'agreement-form', signedIn: true, path: () => '/consulting-agreement' },
  {
    name: 'payment-form',
    signedIn: true,
    path: (id) => `/payment-details?type=credit%20card&agreementId=${id}`,
  },
  { name: 'account', signedIn: true, path: () => '/account' },
  { name: 'not-found', signedIn: true, path: () => '/no-such-page' },
];

for (const { name, signedIn, path } of PAGES) {
  test(`keyboard: the skip link comes first and every stop shows a 3:1 focus ring on the ${name} page`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    let agreementId = 0;
    if (signedIn) {
      const account = await registerAccount();
      await logIn(page, account.username, account.password);
      if (name === 'payment-form') agreementId = await signAgreement(page, account);
    }
    await page.goto(`${E2E.portal}${path(agreementId)}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForTimeout(800);
    await expectSkipLinkFirst(page);
    const failures = await focusRingFailures(page, {
      name: `portal-${testInfo.project.name}-${name}`,
      scale: testInfo.project.use.deviceScaleFactor ?? 1,
    });
    expect(failures).toEqual([]);
  });
}

/**
 * What opens from the header, reached from the keyboard: the menu drawer on a phone (Tab moves
 * inside it) and the account menu at desktop width (arrow keys move through its items).
 */
test('keyboard: the menu drawer opened with Enter shows a 3:1 focus ring on every item @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await registerAccount();
  await logIn(page, account.username, account.password, { phone: true });
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(500);
  const failures = await focusRingFailures(page, {
    name: `portal-${testInfo.project.name}-menu-drawer`,
    scale: testInfo.project.use.deviceScaleFactor ?? 1,
    moveFirst: !(await page.evaluate(() => document.activeElement?.matches('a, button'))),
  });
  expect(failures).toEqual([]);
  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();
});

test('keyboard: the account menu opened with Enter shows a 3:1 focus ring on every item @desktop', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await registerAccount();
  await logIn(page, account.username, account.password);
  const button = page.getByRole('button', { name: 'Account menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  const failures = await focusRingFailures(page, {
    name: `portal-${testInfo.project.name}-account-menu`,
    scale: testInfo.project.use.deviceScaleFactor ?? 1,
    key: 'ArrowDown',
  });
  expect(failures).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});
