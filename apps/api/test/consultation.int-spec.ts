import { type ConsultationRequest } from '@consult/domain';
import { buildConsultationRequest } from '@consult/testing/node';
import { MailOutboxWorker } from '../src/mail/mail-outbox.worker';
import { eventually, outboxDrained, outboxRows } from './support/mail-outbox';
import { startSmtpCapture, unreachableSmtpUrl, type SmtpCapture } from './support/smtp-capture';
import { startApp } from './support/test-app';
import { FIRM_INBOX, consultationSuite, submit } from './support/consultation';

const { t, smtp, rows, delivered, mailsAbout } = consultationSuite();

describe('POST /api/consultation', () => {
  it('stores the request, e-mails the firm (Reply-To the requester) and confirms to the requester', async () => {
    const input = buildConsultationRequest();
    const response = await submit(t, input);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ receivedAt: expect.any(String) });
    expect(new Date(response.body.receivedAt).toISOString()).toBe(response.body.receivedAt);

    const mails = await mailsAbout(input.email);
    expect(mails).toHaveLength(2);
    const row = await delivered(input.email);
    expect(row).toMatchObject({
      companyName: input.companyName,
      isPublic: false,
      isPrivate: true,
      firstName: 'Marisol',
      lastName: 'Okafor',
      phone: input.phone,
      primaryGoals: input.primaryGoals,
      serviceType: 'Business Consultation',
      firmNotificationError: null,
      confirmationError: null,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.firmNotifiedAt).toBeInstanceOf(Date);
    expect(row.confirmationSentAt).toBeInstanceOf(Date);
    expect(Number(row.firmNotifiedAt)).toBeGreaterThanOrEqual(Number(row.createdAt));

    const firm = mails.find((mail) => mail.envelope.to.includes(FIRM_INBOX));
    const confirmation = mails.find((mail) => mail.envelope.to.includes(input.email));

    expect(firm?.envelope.to).toEqual([FIRM_INBOX]);
    expect(firm?.envelope.from).toBe('no-reply@northbridge.test');
    expect(firm?.parsed.from).toEqual({
      name: 'Northbridge Advisory Group',
      address: 'no-reply@northbridge.test',
    });
    expect(firm?.parsed.replyTo).toEqual([{ name: 'Marisol Okafor', address: input.email }]);
    expect(firm?.parsed.subject).toBe(
      `Consultation request: ${input.companyName} (Marisol Okafor)`,
    );
    for (const detail of [
      input.companyName,
      'Private company',
      'Marisol Okafor',
      input.email,
      input.phone,
      'Business Consultation',
      'Expand into two new regional markets within 18 months.',
      'Prepare the company for a Series B raise.',
      `#${row.id}`,
    ]) {
      expect(firm?.parsed.text).toContain(detail);
      expect(firm?.parsed.html).toContain(detail);
    }
    expect(firm?.parsed.text).not.toContain('Public company');

    expect(confirmation?.envelope.to).toEqual([input.email]);
    // The visitor's names are not the recipient's display name either.
    expect(confirmation?.parsed.to).toEqual([{ name: '', address: input.email }]);
    expect(confirmation?.parsed.replyTo).toEqual([
      { name: 'Northbridge Advisory Group', address: FIRM_INBOX },
    ]);
    expect(confirmation?.parsed.subject).toBe(
      'Your consultation request to Northbridge Advisory Group',
    );
    expect(confirmation?.parsed.text).toContain('Dear Marisol,');
    expect(confirmation?.parsed.text).toContain('will be in touch with you shortly');
    // Nothing else the visitor typed is echoed to an address anyone can type.
    for (const typed of [input.companyName, 'Okafor', 'Series B', input.phone]) {
      expect(confirmation?.parsed.text).not.toContain(typed);
      expect(confirmation?.parsed.html).not.toContain(typed);
    }
  });

  it('carries no text of the sender to the address they typed: only a safe first name, the firm keeps it all', async () => {
    const advert = 'Claim your prize at https://win.example/now';
    const input = buildConsultationRequest({
      firstName: 'www.win.example',
      lastName: 'Prize Desk',
      companyName: advert,
    });
    expect((await submit(t, input)).status).toBe(201);
    const mails = await mailsAbout(input.email);
    const confirmation = mails.find((mail) => mail.envelope.to.includes(input.email));
    const firm = mails.find((mail) => mail.envelope.to.includes(FIRM_INBOX));
    expect(confirmation?.parsed.text).toMatch(/^Hello,/);
    for (const typed of ['win.example', 'Prize', 'Claim']) {
      expect(`${confirmation?.parsed.text}${confirmation?.parsed.html}`).not.toContain(typed);
      expect(confirmation?.parsed.to?.[0]?.name ?? '').not.toContain(typed);
    }
    expect(firm?.parsed.text).toContain(advert);
    expect(firm?.parsed.text).toContain('www.win.example Prize Desk');

    const long = buildConsultationRequest({ firstName: 'M'.repeat(100) });
    expect((await submit(t, long)).status).toBe(201);
    const confirmationToLong = (await mailsAbout(long.email)).find((mail) =>
      mail.envelope.to.includes(long.email),
    );
    // No confirmation, or one without text, reads as an empty greeting, and fails.
    const [greeting] = (confirmationToLong?.parsed.text ?? '').split('\n');
    expect(greeting).toBe(`Dear ${'M'.repeat(30)},`);
  });

  it('needs no session and sets no cookie', async () => {
    const response = await submit(t, buildConsultationRequest());
    expect(response.status).toBe(201);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('trims text, treats absent checkboxes as unchecked and accepts both checked', async () => {
    const neither = buildConsultationRequest();
    const withoutOptional: Partial<ConsultationRequest> = { ...neither };
    delete withoutOptional.isPublic;
    delete withoutOptional.isPrivate;
    delete withoutOptional.serviceType;
    expect((await submit(t, { ...withoutOptional, firstName: '  Marisol  ' })).status).toBe(201);
    expect(await rows().findOneByOrFail({ email: neither.email })).toMatchObject({
      firstName: 'Marisol',
      isPublic: false,
      isPrivate: false,
      serviceType: 'Business Consultation',
    });
    const firm = (await mailsAbout(neither.email)).find((mail) =>
      mail.envelope.to.includes(FIRM_INBOX),
    );
    expect(firm?.parsed.text).toMatch(/Company type:\s+Not specified/);

    const both = buildConsultationRequest({ isPublic: true, isPrivate: true });
    expect((await submit(t, both)).status).toBe(201);
    expect(await rows().findOneByOrFail({ email: both.email })).toMatchObject({
      isPublic: true,
      isPrivate: true,
    });
    const second = (await mailsAbout(both.email)).find((mail) =>
      mail.envelope.to.includes(FIRM_INBOX),
    );
    expect(second?.parsed.text).toMatch(/Company type:\s+Public company, Private company/);
  });

  it('escapes what the visitor typed in the HTML of both e-mails', async () => {
    const input = buildConsultationRequest({
      companyName: '<b>Bold</b> & "Sons"',
      firstName: '<img src=x onerror=alert(1)>',
      primaryGoals: '<script>alert("goals")</script>',
    });
    expect((await submit(t, input)).status).toBe(201);
    const mails = await mailsAbout(input.email);
    for (const mail of mails) expect(mail.parsed.html).not.toMatch(/<script|<img|<b>Bold/);
    const firm = mails.find((mail) => mail.envelope.to.includes(FIRM_INBOX));
    expect(firm?.parsed.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Sons&quot;');
    expect(firm?.parsed.html).toContain('&lt;script&gt;alert(&quot;goals&quot;)&lt;/script&gt;');
  });
});

describe('when the mail server is down', () => {
  it('stores the request and answers 201, records each failed attempt without secrets, and delivers both e-mails once the server is back', async () => {
    const down = await unreachableSmtpUrl();
    // The suite's app sends through a working server and would deliver these too: this test is
    // about an API whose server is down, so that other instance sits it out.
    const other = t.get(MailOutboxWorker);
    await other.onModuleDestroy();
    const app = await startApp({
      SMTP_URL: down.replace('smtp://', 'smtp://mailer:s3cret-smtp-pass@'),
      FIRM_INBOX,
      MAIL_OUTBOX_POLL_MS: '20',
      MAIL_RETRY_BASE_MS: '100',
      MAIL_RETRY_MAX_MS: '200',
    });
    let back: SmtpCapture | undefined;
    try {
      const input = buildConsultationRequest();
      const response = await submit(app, input);
      expect(response.status).toBe(201);

      const failed = await eventually(async () => {
        const row = await rows(app).findOneByOrFail({ email: input.email });
        return row.firmNotificationError && row.confirmationError ? row : null;
      }, 'the failed attempts to be recorded');
      expect(failed.companyName).toBe(input.companyName);
      expect(failed.firmNotifiedAt).toBeNull();
      expect(failed.confirmationSentAt).toBeNull();
      expect(failed.firmNotificationError).toMatch(/ECONNREFUSED/);
      expect(failed.confirmationError).toMatch(/ECONNREFUSED/);

      // The request's log line names its queued messages; the outbox logs each failed attempt.
      const received = app.logs.find((line) => line['event'] === 'consultation.received');
      expect(received?.['reqId']).toEqual(expect.any(String));
      const messageIds = received?.['messageIds'] as string[];
      expect(messageIds).toHaveLength(2);
      const failures = app.logs.filter((line) => line['event'] === 'mail.attempt_failed');
      expect(new Set(failures.map((line) => line['topic']))).toEqual(
        new Set(['consultation.firm_notification', 'consultation.confirmation']),
      );
      for (const line of failures) {
        expect(line['level']).toBe('warn');
        expect(line['topicId']).toBe(failed.id);
        expect(messageIds).toContain(line['messageId']);
      }

      // The server comes back where the API expects it: each e-mail arrives, once.
      back = await startSmtpCapture({ port: Number(new URL(down).port) });
      const mails = await mailsAbout(input.email, back);
      const row = await delivered(input.email, app);
      expect(row.firmNotificationError).toBeNull();
      expect(row.confirmationError).toBeNull();
      await outboxDrained(app);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(back.messages.map((mail) => mail.parsed.messageId).sort()).toEqual(
        [...messageIds].sort(),
      );
      expect(mails.map((mail) => mail.envelope.to[0]).sort()).toEqual(
        [FIRM_INBOX, input.email].sort(),
      );

      expect(app.rawLogs()).not.toContain('s3cret-smtp-pass');
      expect(app.rawLogs()).not.toContain(input.phone);
      expect(JSON.stringify(await outboxRows(app).find())).not.toContain('s3cret-smtp-pass');
    } finally {
      await app.close();
      await back?.close();
      other.onApplicationBootstrap();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message after too many requests from one IP; invalid ones do not count', async () => {
    const app = await startApp({
      SMTP_URL: smtp.url,
      FIRM_INBOX,
      CONSULTATION_RATE_LIMIT_PER_IP: '2',
    });
    try {
      expect((await submit(app, { ...buildConsultationRequest(), email: 'nope' })).status).toBe(
        400,
      );
      expect((await submit(app, buildConsultationRequest())).status).toBe(201);
      expect((await submit(app, buildConsultationRequest())).status).toBe(201);
      await outboxDrained(app);
      smtp.messages.length = 0;

      const before = await rows(app).count();
      const queued = await outboxRows(app).count();
      const blocked = await submit(app, buildConsultationRequest());
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many consultation requests. Please wait a few minutes and try again.',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rows(app).count()).toBe(before);
      expect(await outboxRows(app).count()).toBe(queued);
      expect(smtp.messages).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
