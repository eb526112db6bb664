import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/audit/audit-log.entity';
import { outboxDrained } from './mail-outbox';
import { useTestAppWithMail } from './suite';

/** The suite of app-origins*.int-spec.ts: an app with its own mail server, and its helpers. */
export function appOriginsSuite() {
  const { t, smtp } = useTestAppWithMail();
  afterEach(() => outboxDrained(t));

  const auditRows = () => t.app.get(DataSource).getRepository(AuditLog);
  const mailsTo = (address: string) =>
    smtp.messages.filter((mail) => mail.envelope.to.includes(address));

  return { t, auditRows, mailsTo };
}
