import { MESSAGES } from '@consult/domain';
import { ShutdownState } from '../src/health/shutdown-state';
import { PdfService } from '../src/pdf/pdf.service';
import { buildUser, createSignedInUser, logIn, registerUser } from './support/factories';
import { signAgreement } from './support/agreements';
import { download } from './support/ndas';
import { invoiceRequest, setUpPayment } from './support/payments';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

describe('several API instances on one database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    b = await startApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' });
  });

  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('share sessions: signed in through one, signed in on the other; signed out on one, out on both', async () => {
    const { cookie, user } = await createSignedInUser(a);
    const onB = await b.http().get('/api/user').set('Cookie', cookie);
    expect(onB.status).toBe(200);
    expect(onB.body.id).toBe(user.id);

    expect(
      (await b.http().post('/api/logout').set('Origin', ORIGIN).set('Cookie', cookie)).status,
    ).toBe(204);
    expect((await a.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('share rate limits: failed sign-ins on one instance count on the other', async () => {
    const { input } = await registerUser(a);
    expect((await logIn(a, input.username, 'wrong password')).status).toBe(401);
    expect((await logIn(b, input.username, 'wrong password')).status).toBe(401);
    expect((await logIn(a, input.username, 'wrong password')).status).toBe(401);

    const blocked = await logIn(b, input.username, input.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count registrations from one address together, also when they arrive at once', async () => {
    const limited = [
      await startApp({ REGISTER_RATE_LIMIT_PER_IP: '2' }),
      await startApp({ REGISTER_RATE_LIMIT_PER_IP: '2' }),
    ];
    try {
      const [c, d] = limited;
      const register = (t: TestApp) =>
        t.http().post('/api/register').set('Origin', ORIGIN).send(buildUser());
      const responses = await Promise.all([register(c), register(d), register(c), register(d)]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await Promise.all(limited.map((t) => t.close()));
    }
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and Chromium can be launched', async () => {
    const t = await startApp();
    try {
      const response = await t.http().get('/api/health/ready');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 'ready',
        checks: { database: { status: 'ok' }, chromium: { status: 'ok' } },
      });
      expect(await t.get(PdfService).renderer.browserProcessId()).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it('answers 503 with what failed when Chromium cannot be launched; liveness stays 200', async () => {
    const t = await startApp({ CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const response = await t.http().get('/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toMatchObject({
        status: 'not ready',
        checks: { database: { status: 'ok' }, chromium: { status: 'failed' } },
      });
      expect(response.body.message).toMatch(/^Not ready: chromium: Chromium could not be launched/);
      expect((await t.http().get('/api/health')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 once a shutdown has begun', async () => {
    const t = await startApp();
    try {
      t.app.get(ShutdownState).begin();
      const response = await t.http().get('/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.body.checks.shutdown).toEqual({
        status: 'failed',
        reason: 'The API is shutting down',
      });
    } finally {
      await t.close();
    }
  });
});

describe('closing the API', () => {
  it('finishes the PDF downloads in flight, queued ones too, before Chromium closes', async () => {
    const t = await startApp({ PDF_CONCURRENCY: '1' });
    let closed: Promise<void> | undefined;
    try {
      const pdf = t.get(PdfService);
      const { cookie } = await createSignedInUser(t);
      // An invoice is drawn on each download (a signed document is sealed once and stored).
      const agreement = await signAgreement(t, cookie);
      const method = await setUpPayment(
        t,
        cookie,
        invoiceRequest(agreement.id, { amount: agreement.totals.grandTotalCents / 100 }),
      );

      // Each render is held until both requests have reached the renderer, then both are let in
      // and the close begins in the same tick: one render is running and one is queued when it
      // does, however fast Chromium or slow the database is (waiting for that state by polling
      // missed it when the first render ended before the second request reached the renderer).
      const render = pdf.renderer.render.bind(pdf.renderer);
      const held: Array<() => void> = [];
      let bothHeld!: () => void;
      const reachedRenderer = new Promise<void>((resolve) => (bothHeld = resolve));
      jest.spyOn(pdf.renderer, 'render').mockImplementation(
        (html, options) =>
          new Promise<Buffer>((resolve, reject) => {
            held.push(() => void render(html, options).then(resolve, reject));
            if (held.length === 2) bothHeld();
          }),
      );

      // Promise.resolve sends each request now (supertest sends on `then`).
      const downloads = [1, 2].map(() =>
        Promise.resolve(download(t, `/api/payment-method/${method.id}/download-invoice`, cookie)),
      );
      await reachedRenderer;
      for (const letIn of held) letIn();
      expect(pdf.renderer.stats).toMatchObject({ active: 1, queued: 1 });
      closed = t.close();

      for (const response of await Promise.all(downloads)) {
        expect(response.status).toBe(200);
        expect((response.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      await closed;
      expect(pdf.renderer.stats).toMatchObject({ active: 0, queued: 0 });
      expect(await pdf.renderer.browserProcessId()).toBeNull();
    } finally {
      if (!closed) await t.close();
    }
  });
});
