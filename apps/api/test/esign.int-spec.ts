import { DataSource } from 'typeorm';
import { ESIGN_DISCLOSURE_VERSION } from '@consult/documents';
import { ESIGN_MESSAGES, MESSAGES, type EsignConsentStatus } from '@consult/domain';
import { EsignConsent } from '../src/esign/esign-consent.entity';
import { createSignedInUser } from './support/factories';
import { acceptDisclosure, TEST_USER_AGENT } from './support/ndas';
import { startApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const consents = () => t.app.get(DataSource).getRepository(EsignConsent);
const status = (cookie: string) => t.http().get('/api/esign-consent').set('Cookie', cookie);

describe('the electronic records disclosure', () => {
  it('answers 401 without a session', async () => {
    expect((await t.http().get('/api/esign-consent')).status).toBe(401);
    const response = await t
      .http()
      .post('/api/esign-consent')
      .set('Origin', 'http://localhost:4201')
      .send({ version: ESIGN_DISCLOSURE_VERSION });
    expect(response.status).toBe(401);
  });

  it('is not accepted at first, and names the current version', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await status(cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual<EsignConsentStatus>({
      accepted: false,
      version: ESIGN_DISCLOSURE_VERSION,
      acceptedAt: null,
    });
  });

  it('records the acceptance with its version, time, IP address and user agent', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const before = Date.now();
    const response = await acceptDisclosure(t, cookie);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ accepted: true, version: ESIGN_DISCLOSURE_VERSION });
    expect((await status(cookie)).body).toEqual(response.body);

    const rows = await consents().findBy({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      version: ESIGN_DISCLOSURE_VERSION,
      ipAddress: '127.0.0.1',
      userAgent: TEST_USER_AGENT,
    });
    expect(rows[0].acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0].acceptedAt.toISOString()).toBe(response.body.acceptedAt);
  });

  it('keeps the first acceptance when the client accepts again', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const first = await acceptDisclosure(t, cookie);
    const second = await acceptDisclosure(t, cookie);
    expect(second.status).toBe(201);
    expect(second.body.acceptedAt).toBe(first.body.acceptedAt);
    const rows = await consents().findBy({ userId: user.id });
    expect(rows).toHaveLength(1);
  });

  it('is per client: one client’s acceptance says nothing about another', async () => {
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    await acceptDisclosure(t, first.cookie);
    expect((await status(second.cookie)).body.accepted).toBe(false);
  });

  it('refuses a version that is not the current one, and a missing version', async () => {
    const { cookie } = await createSignedInUser(t);
    const outdated = await acceptDisclosure(t, cookie, '2019-01');
    expect(outdated.status).toBe(400);
    expect(outdated.body.message).toBe(ESIGN_MESSAGES.versionOutdated);

    const missing = await t
      .http()
      .post('/api/esign-consent')
      .set('Origin', 'http://localhost:4201')
      .set('Cookie', cookie)
      .send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ESIGN_MESSAGES.versionRequired);

    const extra = await t
      .http()
      .post('/api/esign-consent')
      .set('Origin', 'http://localhost:4201')
      .set('Cookie', cookie)
      .send({ version: ESIGN_DISCLOSURE_VERSION, acceptedAt: '2020-01-01T00:00:00Z' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe(MESSAGES.unknownField('acceptedAt'));
    expect((await status(cookie)).body.accepted).toBe(false);
  });

  it('refuses an acceptance from a foreign origin', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await t
      .http()
      .post('/api/esign-consent')
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie)
      .send({ version: ESIGN_DISCLOSURE_VERSION });
    expect(response.status).toBe(403);
    expect((await status(cookie)).body.accepted).toBe(false);
  });
});
