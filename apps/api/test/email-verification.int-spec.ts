import { DataSource } from 'typeorm';
import {
  EMAIL_MIXED_SCRIPTS_MESSAGE,
  EMAIL_VERIFICATION,
  EMAIL_VERIFICATION_MESSAGES,
  type AdminUserDetail,
  type AdminUserListItem,
  type User,
} from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { EmailVerification } from '../src/email-verification/email-verification.entity';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { User as UserEntity } from '../src/users/user.entity';
import { adminGet, adminPost, createSignedInAdmin } from './support/admin';
import { buildAgreementRequest, buildClientData, signAgreement } from './support/agreements';
import { buildUser, createSignedInUser, logIn } from './support/factories';
import { outboxDrained } from './support/mail-outbox';
import { signNda } from './support/ndas';
import { invoiceRequest, setUpPayment } from './support/payments';
import {
  isEmailVerification,
  startSmtpCapture,
  verificationToken,
  type CapturedMail,
  type SmtpCapture,
} from './support/smtp-capture';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

/**
 * E-mail ownership (issue 17): registration mails a link to the address, following it verifies the
 * address, and until then no document, invoice or completion mail goes to it; addresses that mix
 * scripts in a label are refused. Over a real SMTP exchange.
 */
let smtp: SmtpCapture;
let t: TestApp;
const FIRM_INBOX = 'records@firm.example';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ SMTP_URL: smtp.url, FIRM_INBOX });
});

afterAll(async () => {
  if (t) await outboxDrained(t, 30_000);
  await t?.close();
  await smtp?.close();
});

const links = () => t.get(DataSource).getRepository(EmailVerification);

/** Every message to `address` whose subject matches, once at least `count` have arrived. */
async function mailsTo(address: string, subject: RegExp, count = 1): Promise<CapturedMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = smtp.messages.filter(
      (mail) => mail.envelope.to.includes(address) && subject.test(mail.parsed.subject ?? ''),
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const received = (address: string, subject: RegExp) =>
  smtp.messages.filter(
    (mail) => mail.envelope.to.includes(address) && subject.test(mail.parsed.subject ?? ''),
  );

const confirm = (token: unknown, cookie?: string) => {
  const request = t.http().post('/api/email-verification/confirm').set('Origin', ORIGIN);
  return (cookie ? request.set('Cookie', cookie) : request).send({ token });
};
const resend = (cookie: string) =>
  t.http().post('/api/email-verification').set('Origin', ORIGIN).set('Cookie', cookie);
const me = async (cookie: string) =>
  (await t.http().get('/api/user').set('Cookie', cookie)).body as User;

/** A client whose address is not verified yet, signed in. */
const unverifiedClient = () => createSignedInUser(t, {}, false, { verified: false });

describe('registration mails a verification link', () => {
  it('register → the link arrives by SMTP → following it, signed out, verifies the address', async () => {
    const input = buildUser();
    const registered = await t.http().post('/api/register').set('Origin', ORIGIN).send(input);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email: input.email, emailVerified: false });

    // The account works at once, unverified.
    const login = await logIn(t, input.username, input.password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ emailVerified: false });
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    expect(await me(cookie)).toMatchObject({ emailVerified: false });

    const [mail] = await mailsTo(input.email, /^Please verify your email address/);
    expect(isEmailVerification(mail)).toBe(true);
    const url = /(http\S+\/verify-email\?token=\S+)/.exec(mail.parsed.text ?? '')?.[1];
    expect(url).toMatch(/^http:\/\/localhost:4201\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.parsed.html).toContain(url);
    const token = verificationToken(mail);

    // Only the token's SHA-256 is stored, with its end.
    const row = await links().findOneByOrFail({ userId: registered.body.id });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBe(EMAIL_VERIFICATION.linkHours);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: input.email, emailVerified: true });
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
  });

  it('a used link is 400 with one clear message, and changes nothing', async () => {
    const client = await unverifiedClient();
    const [mail] = await mailsTo(client.input.email, /^Please verify your email address/);
    const token = verificationToken(mail);
    expect((await confirm(token, client.cookie)).status).toBe(200);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    expect(await me(client.cookie)).toMatchObject({ emailVerified: true });
  });

  it('an expired, unknown or mangled link is 400 with the same message; the address stays unverified', async () => {
    const client = await unverifiedClient();
    const [mail] = await mailsTo(client.input.email, /^Please verify your email address/);
    const token = verificationToken(mail);
    await links().update({ userId: client.user.id }, { expiresAt: new Date(Date.now() - 1000) });

    for (const bad of [token, 'A'.repeat(43), `${token}x`, token.slice(1), '', 42, null]) {
      const response = await confirm(bad);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    }
    expect(await me(client.cookie)).toMatchObject({ emailVerified: false });
  });

  it('two requests with one link: one verifies, the other is refused', async () => {
    const client = await unverifiedClient();
    const [mail] = await mailsTo(client.input.email, /^Please verify your email address/);
    const token = verificationToken(mail);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });
});

describe('"Resend the link"', () => {
  it('mails a new link that works, and refuses with 429 past the account’s limit', async () => {
    const client = await unverifiedClient();
    await mailsTo(client.input.email, /^Please verify your email address/);
    for (let i = 1; i <= EMAIL_VERIFICATION.resendPoints; i++) {
      const response = await resend(client.cookie);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ sentTo: client.input.email });
    }
    const refused = await resend(client.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.tooManyResends);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The first link and each of the resent ones arrived; the refused one was never sent.
    const mails = await mailsTo(
      client.input.email,
      /^Please verify your email address/,
      1 + EMAIL_VERIFICATION.resendPoints,
    );
    await outboxDrained(t);
    expect(received(client.input.email, /^Please verify your email address/)).toHaveLength(
      mails.length,
    );
    // The newest link verifies the address; the others are spent with it.
    expect((await confirm(verificationToken(mails[mails.length - 1]))).status).toBe(200);
    expect((await confirm(verificationToken(mails[0]))).status).toBe(400);
  });

  it('is 409 once the address is verified, and 401 signed out', async () => {
    const client = await createSignedInUser(t);
    const response = await resend(client.cookie);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    expect((await t.http().post('/api/email-verification').set('Origin', ORIGIN)).status).toBe(401);
  });
});

describe('until the address is verified, no document mail goes to it', () => {
  it('a signed NDA reaches the firm’s inbox only, which says why; once verified, the client gets theirs', async () => {
    const client = await unverifiedClient();
    const nda = await signNda(t, client.cookie, { companyName: 'Unverified Works Ltd' });
    const reference = `NDA-${String(nda.id).padStart(6, '0')}`;
    const [toFirm] = await mailsTo(FIRM_INBOX, new RegExp(`^Signed: .*${reference}`));
    expect(toFirm.parsed.text).toContain('has not verified their email address');
    await outboxDrained(t);
    expect(received(client.input.email, /^Your signed /)).toEqual([]);

    const [mail] = await mailsTo(client.input.email, /^Please verify your email address/);
    expect((await confirm(verificationToken(mail))).status).toBe(200);
    const second = await signNda(t, client.cookie, { companyName: 'Verified Works Ltd' });
    const [copy] = await mailsTo(
      client.input.email,
      new RegExp(`^Your signed .*NDA-${String(second.id).padStart(6, '0')}`),
    );
    expect(copy.parsed.attachments).toHaveLength(1);
  });

  it('a signed agreement reaches the firm’s inbox only', async () => {
    const client = await unverifiedClient();
    const agreement = await signAgreement(t, client.cookie, { services: allPaymentTypes() });
    const reference = `CA-${String(agreement.id).padStart(6, '0')}`;
    await mailsTo(FIRM_INBOX, new RegExp(`^Signed: .*${reference}`));
    await outboxDrained(t);
    expect(received(client.input.email, /^Your signed /)).toEqual([]);
  });

  describe('the console', () => {
    let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
    let client: Awaited<ReturnType<typeof unverifiedClient>>;
    let ndaId: number;
    let agreementId: number;
    let paymentId: number;

    beforeAll(async () => {
      admin = await createSignedInAdmin(t);
      client = await unverifiedClient();
      ndaId = (await signNda(t, client.cookie)).id;
      const agreement = await signAgreement(t, client.cookie);
      agreementId = agreement.id;
      paymentId = (
        await setUpPayment(
          t,
          client.cookie,
          invoiceRequest(agreement.id, { amount: agreement.totals.grandTotalCents / 100 }),
        )
      ).id;
      await outboxDrained(t);
    });

    it('answers emailVerified in the user list and the user detail', async () => {
      const list = (await adminGet(t, '/api/admin/users', admin.cookie))
        .body as AdminUserListItem[];
      expect(list.find((user) => user.id === client.user.id)?.emailVerified).toBe(false);
      expect(list.find((user) => user.id === admin.user.id)?.emailVerified).toBe(true);
      const detail = await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie);
      expect((detail.body as AdminUserDetail).emailVerified).toBe(false);
      const view = await adminGet(t, `/api/admin/nda/${ndaId}`, admin.cookie);
      expect(view.body).toMatchObject({
        ownerEmail: client.input.email,
        ownerEmailVerified: false,
      });
    });

    it.each([
      ['the NDA share', () => `/api/admin/nda/${ndaId}/share`],
      ['the agreement share', () => `/api/admin/consulting-agreement/${agreementId}/share`],
      ['the invoice e-mail', () => `/api/admin/payment-method/${paymentId}/mail-invoice`],
      ['the invoice share', () => `/api/admin/payment-method/${paymentId}/share-invoice`],
    ])('%s to the client’s unverified address is 409 and queues nothing', async (_name, path) => {
      const queued = await t.get(DataSource).getRepository(OutboxMail).count();
      const message = EMAIL_VERIFICATION_MESSAGES.clientNotVerified(client.input.email);
      for (const body of [undefined, {}, { to: client.input.email.toUpperCase() }]) {
        const response = await adminPost(t, path(), admin.cookie, body);
        expect(response.status).toBe(409);
        expect(response.body.message).toBe(message);
      }
      expect(await t.get(DataSource).getRepository(OutboxMail).count()).toBe(queued);
    });

    it('an address the admin chose still gets the document', async () => {
      const to = 'accounts@client-office.example';
      const response = await adminPost(t, `/api/admin/nda/${ndaId}/share`, admin.cookie, { to });
      expect(response.status).toBe(200);
      expect(response.body.sentTo).toBe(to);
      await mailsTo(to, /NDA/);
    });

    it('a proposed amendment is not e-mailed to the client’s unverified address', async () => {
      const { services } = buildAgreementRequest();
      const response = await adminPost(
        t,
        `/api/admin/consulting-agreement/${agreementId}/amend`,
        admin.cookie,
        { clientData: buildClientData(), services },
      );
      expect(response.status).toBe(201);
      await outboxDrained(t);
      expect(received(client.input.email, /proposed amendment/)).toEqual([]);

      // The client declines it: the firm hears of it, and a reply would not go to the address.
      const declined = await t
        .http()
        .post(`/api/consulting-agreement/${response.body.id}/decline`)
        .set('Origin', ORIGIN)
        .set('Cookie', client.cookie)
        .send({ note: 'Not now' });
      expect(declined.status).toBe(200);
      const [toFirm] = await mailsTo(FIRM_INBOX, /^Amendment declined: /);
      expect(toFirm.parsed.text).toContain(`${client.input.email}, not verified`);
      expect(toFirm.parsed.replyTo?.[0]?.address).toBe(FIRM_INBOX);
    });

    it('once the client has verified it, the default address works again', async () => {
      await t
        .get(DataSource)
        .getRepository(UserEntity)
        .update(client.user.id, { emailVerifiedAt: new Date() });
      const response = await adminPost(t, `/api/admin/nda/${ndaId}/share`, admin.cookie);
      expect(response.status).toBe(200);
      expect(response.body.sentTo).toBe(client.input.email);
      await mailsTo(client.input.email, /NDA/);
    });
  });
});

describe('addresses that mix scripts in one label', () => {
  it.each([
    ['a Cyrillic "а" in a Latin local part', 'p\u0430ypal@example.com'],
    ['a Cyrillic "а" in a Latin domain label', 'billing@p\u0430ypal.com'],
    ['a Greek omicron in a Latin local part', 'j\u03bfhn.smith@example.com'],
  ])('are refused at registration: %s', async (_name, email) => {
    const input = buildUser({ email });
    const response = await t.http().post('/api/register').set('Origin', ORIGIN).send(input);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(EMAIL_MIXED_SCRIPTS_MESSAGE);
    expect(response.body.fields).toEqual({ email: EMAIL_MIXED_SCRIPTS_MESSAGE });
    expect(
      await t.get(DataSource).getRepository(UserEntity).existsBy({ username: input.username }),
    ).toBe(false);
  });

  it('but a label in one script, Cyrillic included, and ordinary addresses are accepted', async () => {
    for (const email of [
      `\u0438\u0432\u0430\u043d.${Date.now()}@example.com`,
      `ada.${Date.now()}+portal@example.co.uk`,
    ]) {
      const response = await t
        .http()
        .post('/api/register')
        .set('Origin', ORIGIN)
        .send(buildUser({ email }));
      expect(response.status).toBe(201);
    }
  });

  it('cannot come in through the profile: its edit has no e-mail field', async () => {
    const client = await createSignedInUser(t);
    const response = await t
      .http()
      .patch('/api/profile')
      .set('Origin', ORIGIN)
      .set('Cookie', client.cookie)
      .send({ email: 'p\u0430ypal@example.com' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Unknown field: email');
    expect(await me(client.cookie)).toMatchObject({ email: client.input.email });
  });
});
