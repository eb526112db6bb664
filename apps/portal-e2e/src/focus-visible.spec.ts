import { expect, test, type Page } from '@playwright/test';
import { E2E, registerAccount, strategyHourly } from '@consult/testing/node';
import {
  acceptDisclosure,
  focusRingFailures,
  settleAnimations,
  signAgreement,
  signIn,
  expectSkipLinkFirst,
} from '@consult/testing/playwright';

/** One page of each kind (issue 18); `path` may need the signed-in client's agreement. */
const PAGES: ReadonlyArray<{
  name: string;
  signedIn: boolean;
  path: (agreementId: number) => string;
}> = [
  { name: 'log-in', signedIn: false, path: () => '/log-in' },
  { name: 'register', signedIn: false, path: () => '/register' },
  { name: 'profile', signedIn: true, path: () => '/profile' },
  { name: 'profile-editor', signedIn: true, path: () => '/profile/edit' },
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
      await signIn(page, account);
      if (name === 'payment-form') {
        await acceptDisclosure(page.request);
        agreementId = await signAgreement(page.request, account, [strategyHourly()]);
      }
    }
    await page.goto(`${E2E.portal}${path(agreementId)}`);
    await expect(page.locator('h1').first()).toBeVisible();
    // The page's own requests (the profile that fills a form, the consent, the lists) are answered
    // and drawn before the first Tab, then its animations end.
    await page.waitForLoadState('networkidle');
    await settleAnimations(page);
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
  await signIn(page, account);
  await page.goto(`${E2E.portal}/profile`);
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await settleAnimations(page);
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
  await signIn(page, account);
  await page.goto(`${E2E.portal}/profile`);
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

/** A form's buttons (the row or stack that holds its main action): where each is drawn, in DOM order. */
async function actionBoxes(page: Page, mainAction: string) {
  const row = page.getByRole('button', { name: mainAction }).locator('..');
  return row.locator(':scope > a, :scope > button').evaluateAll((controls) =>
    controls.map((control) => {
      const box = control.getBoundingClientRect();
      return { name: control.textContent?.trim() ?? '', top: box.top, left: box.left };
    }),
  );
}

for (const { name, path, mainAction } of [
  { name: 'profile editor', path: '/profile/edit', mainAction: 'Save Changes' },
  { name: 'NDA form', path: '/mutual-nda', mainAction: 'Sign and Save NDA' },
]) {
  test(`keyboard: the ${name}'s buttons are shown in the order Tab takes them`, async ({
    page,
  }) => {
    await signIn(page, await registerAccount());
    await page.goto(`${E2E.portal}${path}`);
    await expect(page.getByRole('button', { name: mainAction })).toBeVisible();
    const boxes = await actionBoxes(page, mainAction);
    expect(boxes.map((box) => box.name)).toEqual(['Cancel', mainAction]);
    const [cancel, main] = boxes;
    // Side by side, left to right; stacked (a phone), top to bottom.
    const after =
      main.top > cancel.top + 1 ||
      (Math.abs(main.top - cancel.top) <= 1 && main.left > cancel.left);
    expect({ cancel, main, after }).toMatchObject({ after: true });

    await page.getByRole('link', { name: 'Cancel' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: mainAction })).toBeFocused();
  });
}
