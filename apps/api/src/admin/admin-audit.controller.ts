import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  AUDIT_LOG_LIMITS,
  type AuditAction,
  type AuditLogEntry,
  type AuditLogPage,
} from '@consult/domain';
import { AuditService } from '../audit/audit.service';
import { AdminOnly } from '../common/decorators/access.decorators';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { User } from '../users/user.entity';
import { AdminDocumentsService } from './admin-documents.service';
import { ListAuditLogQuery } from './dto/list-audit-log.dto';
import { RecordPrintDto } from './dto/record-print.dto';

/** The entries that e-mailed a document, and so name the message they queued (`messageId`). */
const MAIL_ACTIONS = new Set<AuditAction>(['document.share', 'invoice.email']);

/** The admin audit log (DECISIONS §5): read it, and record a print made in the browser. */
@Controller('admin')
@AdminOnly()
export class AdminAuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly documents: AdminDocumentsService,
    private readonly outbox: MailOutbox,
  ) {}

  /** Newest first; each share and invoice e-mail with where its message stands in the outbox. */
  @Get('audit-log')
  async list(@Query() query: ListAuditLogQuery): Promise<AuditLogPage> {
    const page = await this.audit.list(query.limit ?? AUDIT_LOG_LIMITS.defaultLimit, query.before);
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

  @Post('audit/print')
  @HttpCode(204)
  async recordPrint(
    @CurrentUser() admin: User,
    @Body() body: RecordPrintDto,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.documents.recordPrint(body.kind, body.id, { user: admin, request });
  }
}
