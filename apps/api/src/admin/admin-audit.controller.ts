import { Controller, Get, Query } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  AUDIT_LOG_LIMITS,
  type AuditAction,
  type AuditLogEntry,
  type AuditLogPage,
} from '@consult/domain';
import { AuditService } from '../audit/audit.service';
import { AdminOnly } from '../common/decorators/access.decorators';
import { MailOutbox } from '../mail/mail-outbox.service';
import { ListAuditLogQuery } from './dto/list-audit-log.dto';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiQueryParameter } from '../openapi/api-docs.decorators';

/** The entries that e-mailed a document, and so name the message they queued (`messageId`). */
const MAIL_ACTIONS = new Set<AuditAction>(['document.share', 'invoice.email']);

/** The admin audit log (req RULES-5), read by the console. */
@Controller('admin')
@AdminOnly()
export class AdminAuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly outbox: MailOutbox,
  ) {}

  /**
   * Newest first, of one action or about one client when asked; each share and invoice e-mail
   * with where its message stands in the outbox.
   */
  @ApiOperation({ summary: 'The audit log, newest first' })
  @ApiAnswer(200, 'AuditLogPage', 'A page of entries, and where the next begins')
  @ApiQueryParameter('limit', 'Entries per page, 1-200 (50 by default)', {
    type: 'integer',
    minimum: 1,
  })
  @ApiQueryParameter('before', 'The `nextBefore` of the previous page', {
    type: 'integer',
    minimum: 1,
  })
  @ApiQueryParameter('action', 'Only entries of this action', {
    type: 'string',
    enum: AUDIT_ACTIONS,
  })
  @ApiQueryParameter('clientId', 'Only entries about this client', { type: 'integer', minimum: 1 })
  @Get('audit-log')
  async list(@Query() query: ListAuditLogQuery): Promise<AuditLogPage> {
    const page = await this.audit.list(query.limit ?? AUDIT_LOG_LIMITS.defaultLimit, {
      before: query.before,
      action: query.action,
      clientId: query.clientId,
    });
    const messageIdOf = (entry: AuditLogEntry) =>
      MAIL_ACTIONS.has(entry.action) && typeof entry.detail?.['messageId'] === 'string'
        ? entry.detail['messageId']
        : null;
    const deliveries = await this.outbox.deliveries(
      page.entries.map(messageIdOf).filter((id): id is string => id !== null),
    );
    return {
      ...page,
      entries: page.entries.map((entry) => {
        const delivery = deliveries.get(messageIdOf(entry) ?? '');
        return delivery ? { ...entry, delivery } : entry;
      }),
    };
  }
}
