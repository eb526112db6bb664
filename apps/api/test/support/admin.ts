import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import type { RegisterRequest } from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { AdminAuditController } from '../../src/admin/admin-audit.controller';
import { AdminDocumentsController } from '../../src/admin/admin-documents.controller';
import { AdminController } from '../../src/admin/admin.controller';
import { UsersService } from '../../src/users/users.service';
import { signAgreement } from './agreements';
import { createSignedInUser } from './factories';
import { signNda } from './ndas';
import { BANK, VISA, cardRequest, setUpPayment } from './payments';
import type { CapturedMail } from './smtp-capture';
import { CONSOLE_ORIGIN, ORIGIN, type TestApp } from './test-app';

export type HttpMethod = 'GET' | 'POST';

/** An admin route as the tests call it: `:id` is filled with a sample id. */
export interface AdminRoute {
  method: HttpMethod;
  path: string;
  /** A valid body, so only the access check can refuse the request. */
  body?: object;
}

/** Every route of the admin console's API. `everyServedAdminRoute` checks that none is missing. */
export const ADMIN_ROUTES: AdminRoute[] = [
  { method: 'GET', path: '/api/admin/check' },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: '/api/admin/users/1' },
  { method: 'POST', path: '/api/admin/promote', body: { email: 'someone@example.com' } },
  { method: 'GET', path: '/api/admin/nda/1' },
  { method: 'GET', path: '/api/admin/nda/1/download' },
  { method: 'POST', path: '/api/admin/nda/1/share', body: {} },
  { method: 'GET', path: '/api/admin/consulting-agreement/1' },
  { method: 'GET', path: '/api/admin/consulting-agreement/1/download' },
  { method: 'POST', path: '/api/admin/consulting-agreement/1/share', body: {} },
  { method: 'POST', path: '/api/admin/consulting-agreement/1/amend', body: {} },
  { method: 'POST', path: '/api/admin/consulting-agreement/1/withdraw', body: {} },
  { method: 'GET', path: '/api/admin/payment-method/1' },
  { method: 'GET', path: '/api/admin/payment-method/1/download-invoice' },
  { method: 'POST', path: '/api/admin/payment-method/1/mail-invoice', body: {} },
  { method: 'POST', path: '/api/admin/payment-method/1/share-invoice', body: {} },
  { method: 'GET', path: '/api/admin/audit-log' },
];

const ADMIN_CONTROLLERS = [AdminController, AdminDocumentsController, AdminAuditController];

/** "GET /api/admin/users/1" for every handler the admin controllers declare (from Nest's metadata). */
export function everyServedAdminRoute(): string[] {
  return ADMIN_CONTROLLERS.flatMap((controller) => {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
    const prototype = controller.prototype as unknown as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) return [];
      return [`${RequestMethod[method]} /api/${base}/${path}`.replace(/:id\b/g, '1')];
    });
  });
}

export function callRoute(t: TestApp, route: AdminRoute, cookie?: string) {
  const request =
    route.method === 'GET'
      ? t.http().get(route.path)
      : t
          .http()
          .post(route.path)
          .set('Origin', CONSOLE_ORIGIN)
          .send(route.body ?? {});
  return cookie ? request.set('Cookie', cookie) : request;
}

/** A signed-in account promoted to admin (as the CLI's `promote` does). */
export async function createSignedInAdmin(t: TestApp, overrides: Partial<RegisterRequest> = {}) {
  const account = await createSignedInUser(t, {
    firstName: 'Grace',
    lastName: 'Hopper',
    companyName: 'Northbridge Advisory Group',
    ...overrides,
  });
  await t.get(UsersService).promoteByEmail(account.input.email, 'test');
  return account;
}

export function adminGet(t: TestApp, path: string, cookie: string) {
  return t.http().get(path).set('Cookie', cookie);
}

/** A write as the console sends it: from the console's origin, with the admin's cookie. */
export function adminPost(t: TestApp, path: string, cookie: string, body?: object) {
  const request = t.http().post(path).set('Origin', CONSOLE_ORIGIN).set('Cookie', cookie);
  return body === undefined ? request : request.send(body);
}

/** The one PDF attached to a captured message. */
export function attachedPdf(mail: CapturedMail): { filename: string; content: Buffer } {
  const pdfs = mail.parsed.attachments.filter(
    (attachment) => attachment.mimeType === 'application/pdf',
  );
  if (pdfs.length !== 1) throw new Error(`expected one PDF attachment, found ${pdfs.length}`);
  const { filename, content } = pdfs[0];
  return {
    filename: filename ?? '',
    content:
      typeof content === 'string'
        ? Buffer.from(content, 'base64')
        : content instanceof ArrayBuffer
          ? Buffer.from(content)
          : Buffer.from(content),
  };
}

/** Every text a document model prints: the title, preamble, recitals, headings and paragraphs. */
export function documentTexts(document: {
  title: string;
  preamble: string;
  recitals: string[];
  sections: { heading: string; blocks: Array<{ kind: string; text?: string }> }[];
  closing: string;
}): string[] {
  return [
    document.title,
    document.preamble,
    ...document.recitals,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'paragraph' && block.text ? [block.text] : [],
      ),
    ]),
    document.closing,
  ];
}

/**
 * Fails if the JSON holds anything secret: a password field, a hash, an argon2 string, a card
 * number, a CVV, a routing or account number (plain or encrypted).
 */
export function expectNoSecret(body: unknown) {
  const json = JSON.stringify(body);
  expect(json).not.toMatch(/passwordHash|"password"|\$argon2|cvv|encrypted/i);
  for (const secret of [VISA.digits, VISA.number, BANK.routing, BANK.account]) {
    expect(json).not.toContain(secret);
  }
}

/**
 * A client with a profile, a signed NDA, an agreement with one service of each payment type and a
 * card paying it.
 */
export async function clientWithDocuments(t: TestApp) {
  const client = await createSignedInUser(t, { companyName: 'Analytical Engines Ltd' });
  await t
    .http()
    .patch('/api/profile')
    .set('Origin', ORIGIN)
    .set('Cookie', client.cookie)
    .send({ title: 'Founder', sector: 'technology', website: 'example.com', bio: 'Engines.' })
    .expect(200);
  const nda = await signNda(t, client.cookie);
  const agreement = await signAgreement(t, client.cookie, { services: allPaymentTypes() });
  const payment = await setUpPayment(t, client.cookie, cardRequest(agreement.id));
  return { ...client, nda, agreement, payment };
}
