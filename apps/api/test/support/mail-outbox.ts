import { DataSource } from 'typeorm';
import { OutboxMail } from '../../src/mail/outbox-mail.entity';
import type { TestApp } from './test-app';

/** Polls `read` until it answers something truthy (or fails after `timeoutMs`). */
export async function eventually<T>(
  read: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const outboxRows = (app: TestApp) => app.app.get(DataSource).getRepository(OutboxMail);

/**
 * Waits until the outbox holds no pending mail: what a test queued has been delivered, so none of
 * it can reach the mail server during the next test.
 */
export async function outboxDrained(app: TestApp, timeoutMs = 10_000): Promise<void> {
  await eventually(
    async () => (await outboxRows(app).countBy({ status: 'pending' })) === 0,
    'the mail outbox to drain',
    timeoutMs,
  );
}
