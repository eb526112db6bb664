import { CONSULTATION_MESSAGES, MESSAGES, VERIFY_MESSAGES } from '@consult/domain';
import { buildConsultationRequest } from '@consult/testing/node';
import { buildUser, registerUser } from './support/factories';
import { outboxDrained } from './support/mail-outbox';
import { startSmtpCapture } from './support/smtp-capture';
import { MARKETING_ORIGIN, ORIGIN, startApp, type TestApp } from './support/test-app';

/**
 * Guessing passwords, and flooding the endpoints that create accounts or send e-mail (issue 9,
 * req RULES-5). The limits count in the database, per account where an account is named, so a
 * guesser gains nothing by changing address; a forged X-Forwarded-For is believed only from a
 * trusted proxy, and then it is the client's address, which changes nothing for the account.
 */

let refused = 0;
let attempts = 0;

afterAll(() => {
  console.log(`Brute force: ${attempts} hostile attempts, ${refused} refused with 429`);
});

function logIn(t: TestApp, username: string, password: string, forwardedFor?: string) {
  attempts++;
  const request = t.http().post('/api/login').set('Origin', ORIGIN);
  if (forwardedFor) request.set('X-Forwarded-For', forwardedFor);
  return request.send({ username, password });
}

/** The answer and how long it took, in ms. */
async function timed<T>(run: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await run();
  return { answer, ms: performance.now() - started };
}

function expectTooMany(response: { status: number; body: { message?: string } }) {
  expect({ status: response.status, message: response.body.message }).toEqual({
    status: 429,
    message: MESSAGES.tooManyAttempts,
  });
  refused++;
}

const testNet = (i: number) => `203.0.113.${(i % 250) + 1}`;

describe('guessing one account’s password', () => {
  it('is slowed, then refused from every address, and the right password works after the window', async () => {
    const t = await startApp({
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '6',
      LOGIN_SLOWDOWN_AFTER: '2',
      LOGIN_SLOWDOWN_STEP_MS: '250',
      LOGIN_SLOWDOWN_MAX_MS: '600',
      RATE_LIMIT_WINDOW_SECONDS: '4',
    });
    try {
      const { input } = await registerUser(t);
      // Each guess from another client address, as a botnet would send them.
      for (let i = 1; i <= 6; i++) {
        const { answer, ms } = await timed(() =>
          logIn(t, input.username, `wrong password ${i}`, testNet(i)),
        );
        expect(answer.status).toBe(401);
        // The third failure waits one step, the fourth two, then the ceiling.
        const held = Math.min(Math.max(0, i - 2) * 250, 600);
        expect(ms).toBeGreaterThanOrEqual(held - 5);
        expect(t.logs).toContainEqual(
          expect.objectContaining({ event: 'auth.login_failed', ip: testNet(i), slowdownMs: held }),
        );
      }

      // Refused now, whatever the address and even with the right password.
      for (let i = 7; i <= 10; i++) {
        expectTooMany(await logIn(t, input.username, input.password, testNet(i)));
      }
      expectTooMany(await logIn(t, input.username.toUpperCase(), input.password, '198.51.100.1'));

      // The window passes: the owner signs in, and a guess is answered at once again.
      await new Promise((resolve) => setTimeout(resolve, 4_100));
      expect((await logIn(t, input.username, input.password, testNet(11))).status).toBe(200);
      expect((await logIn(t, input.username, 'wrong again', testNet(12))).status).toBe(401);
      expect(t.logs).toContainEqual(
        expect.objectContaining({ event: 'auth.login_failed', ip: testNet(12), slowdownMs: 0 }),
      );
    } finally {
      await t.close();
    }
  });

  it('is refused whatever X-Forwarded-For says when no proxy is trusted', async () => {
    const t = await startApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    try {
      const { input } = await registerUser(t);
      for (let i = 1; i <= 3; i++) {
        expect((await logIn(t, input.username, 'wrong', testNet(i))).status).toBe(401);
      }
      expectTooMany(await logIn(t, input.username, input.password, '10.0.0.1'));
      expectTooMany(await logIn(t, input.username, input.password, '127.0.0.1, 10.0.0.2'));
      // The forged addresses were not believed: every failure was logged from the real one.
      const ips = t.logs
        .filter((line) => line['event'] === 'auth.login_failed')
        .map((l) => l['ip']);
      expect(new Set(ips)).toEqual(new Set(['127.0.0.1']));
    } finally {
      await t.close();
    }
  });

  it('spread over many accounts from one address, is refused for that address', async () => {
    const t = await startApp({ LOGIN_RATE_LIMIT_PER_IP: '5' });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await logIn(t, `guess_${i}_${Date.now()}`, 'password1')).status).toBe(401);
      }
      const { input } = await registerUser(t);
      expectTooMany(await logIn(t, input.username, input.password));
      expectTooMany(await logIn(t, input.username, input.password, '198.51.100.77'));
    } finally {
      await t.close();
    }
  });
});

describe('flooding', () => {
  it('registration is limited per address, and a forged X-Forwarded-For does not reset it', async () => {
    const t = await startApp({ REGISTER_RATE_LIMIT_PER_IP: '3' });
    try {
      for (let i = 0; i < 3; i++) await registerUser(t);
      for (let i = 1; i <= 3; i++) {
        attempts++;
        const response = await t
          .http()
          .post('/api/register')
          .set('Origin', ORIGIN)
          .set('X-Forwarded-For', testNet(i))
          .send(buildUser());
        expectTooMany(response);
      }
    } finally {
      await t.close();
    }
  });

  it('consultation requests (which send e-mail) are limited per address, forged headers or not', async () => {
    // The accepted requests queue e-mails: a local mail server takes them, so none is left
    // pending (and retried into another file's mail server).
    const smtp = await startSmtpCapture();
    const t = await startApp({ CONSULTATION_RATE_LIMIT_PER_IP: '2', SMTP_URL: smtp.url });
    try {
      const send = (forwardedFor?: string) => {
        attempts++;
        const request = t.http().post('/api/consultation').set('Origin', MARKETING_ORIGIN);
        if (forwardedFor) request.set('X-Forwarded-For', forwardedFor);
        return request.send(buildConsultationRequest());
      };
      expect((await send()).status).toBe(201);
      expect((await send(testNet(1))).status).toBe(201);
      for (let i = 2; i <= 4; i++) {
        const response = await send(testNet(i));
        expect(response.status).toBe(429);
        expect(response.body.message).toMatch(/Too many consultation requests/);
        refused++;
      }
      await outboxDrained(t);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

/** How many answers had each status, e.g. `{ 401: 10, 429: 20 }`. */
function countStatuses(responses: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Counts the 429s among parallel answers for the summary line, checking their message. */
function tallyRefused(responses: { status: number; body: { message?: string } }[]) {
  for (const response of responses) if (response.status === 429) expectTooMany(response);
}

/**
 * argon2 at its production cost (req RULES-5), not the suites' cheap one: each check then takes as
 * long as in production, so the parallel guesses really are in flight together.
 */
const PRODUCTION_ARGON2 = { ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' };

describe('guesses sent all at once (issue 17)', () => {
  it('checks at most the account’s limit of 30 parallel wrong passwords; the rest answer 429 unchecked', async () => {
    const t = await startApp({ ...PRODUCTION_ARGON2, LOGIN_RATE_LIMIT_PER_ACCOUNT: '10' });
    try {
      const { input } = await registerUser(t);
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => logIn(t, input.username, `wrong password ${i}`)),
      );
      tallyRefused(guesses);
      expect(countStatuses(guesses)).toEqual({ 401: 10, 429: 20 });
      // Only ten passwords were checked at all.
      const failed = t.logs.filter((line) => line['event'] === 'auth.login_failed');
      expect(failed).toHaveLength(10);
      // The account is used up: even its owner waits for the window.
      expectTooMany(await logIn(t, input.username, input.password));
    } finally {
      await t.close();
    }
  });

  it('checks at most the address’s limit of 30 parallel guesses on different accounts', async () => {
    const t = await startApp({ ...PRODUCTION_ARGON2, LOGIN_RATE_LIMIT_PER_IP: '10' });
    try {
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => logIn(t, `guess_${i}_${Date.now()}`, 'password1')),
      );
      tallyRefused(guesses);
      expect(countStatuses(guesses)).toEqual({ 401: 10, 429: 20 });
      const { input } = await registerUser(t);
      expectTooMany(await logIn(t, input.username, input.password));
    } finally {
      await t.close();
    }
  });

  it('gives a successful sign-in’s attempt back: after sign-ins, the full limit of guesses is still allowed', async () => {
    const t = await startApp({
      ...PRODUCTION_ARGON2,
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '10',
      LOGIN_RATE_LIMIT_PER_IP: '10',
    });
    try {
      const { input } = await registerUser(t);
      const signIns = await Promise.all(
        Array.from({ length: 5 }, () => logIn(t, input.username, input.password)),
      );
      expect(countStatuses(signIns)).toEqual({ 200: 5 });
      for (let i = 0; i < 5; i++) {
        expect((await logIn(t, input.username, input.password)).status).toBe(200);
      }

      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => logIn(t, input.username, `wrong password ${i}`)),
      );
      tallyRefused(guesses);
      expect(countStatuses(guesses)).toEqual({ 401: 10, 429: 20 });
    } finally {
      await t.close();
    }
  });
});

describe('floods sent all at once', () => {
  /** Checks the refusals' message, and counts them for the summary line. */
  function tallyLimited(
    responses: { status: number; body: { message?: string } }[],
    message: string,
  ) {
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(response.body.message).toBe(message);
      refused++;
    }
  }

  it('registration, consultation requests and /verify let through only their limits', async () => {
    const smtp = await startSmtpCapture();
    const t = await startApp({
      REGISTER_RATE_LIMIT_PER_IP: '3',
      CONSULTATION_RATE_LIMIT_PER_IP: '2',
      VERIFY_RATE_LIMIT_PER_IP: '4',
      SMTP_URL: smtp.url,
    });
    try {
      const many = <T>(n: number, send: () => Promise<T>) => {
        attempts += n;
        return Promise.all(Array.from({ length: n }, send));
      };
      const registrations = await many(15, () =>
        t.http().post('/api/register').set('Origin', ORIGIN).send(buildUser()),
      );
      const consultations = await many(10, () =>
        t
          .http()
          .post('/api/consultation')
          .set('Origin', MARKETING_ORIGIN)
          .send(buildConsultationRequest()),
      );
      const checks = await many(20, () => t.http().get(`/api/verify/${'a'.repeat(64)}`));

      tallyLimited(registrations, MESSAGES.tooManyAttempts);
      tallyLimited(consultations, CONSULTATION_MESSAGES.tooManyRequests);
      tallyLimited(checks, VERIFY_MESSAGES.tooManyRequests);
      expect([registrations, consultations, checks].map(countStatuses)).toEqual([
        { 201: 3, 429: 12 },
        { 201: 2, 429: 8 },
        { 200: 4, 429: 16 },
      ]);
      await outboxDrained(t);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
