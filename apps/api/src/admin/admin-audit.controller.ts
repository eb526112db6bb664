import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AUDIT_LOG_LIMITS, type AuditLogPage } from '@consult/domain';
import { AuditService } from '../audit/audit.service';
import { AdminOnly } from '../common/decorators/access.decorators';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { User } from '../users/user.entity';
import { AdminDocumentsService } from './admin-documents.service';
import { ListAuditLogQuery } from './dto/list-audit-log.dto';
import { RecordPrintDto } from './dto/record-print.dto';

/** The admin audit log (DECISIONS §5): read it, and record a print made in the browser. */
@Controller('admin')
@AdminOnly()
export class AdminAuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly documents: AdminDocumentsService,
  ) {}

  @Get('audit-log')
  list(@Query() query: ListAuditLogQuery): Promise<AuditLogPage> {
    return this.audit.list(query.limit ?? AUDIT_LOG_LIMITS.defaultLimit, query.before);
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
