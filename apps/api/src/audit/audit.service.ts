import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { LessThan, type Repository } from 'typeorm';
import type { AuditAction, AuditLogEntry, AuditLogPage, AuditTargetKind } from '@consult/domain';
import { clientInfoOf } from '../common/decorators/client-info.decorator';
import type { User } from '../users/user.entity';
import { AuditLog } from './audit-log.entity';

/** What an admin did, to what. The actor, time and origin come from the request. */
export interface AuditEvent {
  action: AuditAction;
  targetKind: AuditTargetKind | null;
  targetId: number | null;
  targetUserId: number | null;
  detail?: AuditLogEntry['detail'];
}

/**
 * The admin audit log (DECISIONS §5): a row per admin view, download, print, share or e-mail of a
 * client document, per promotion, amendment and user detail view; each is also a structured log
 * line (`event: audit.<action>`) carrying the request id.
 */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLog) private readonly entries: Repository<AuditLog>) {}

  async record(request: FastifyRequest, actor: User, event: AuditEvent): Promise<void> {
    const { ipAddress, userAgent } = clientInfoOf(request);
    const row = await this.entries.save(
      this.entries.create({
        actorUserId: actor.id,
        actorEmail: actor.email,
        action: event.action,
        targetKind: event.targetKind,
        targetId: event.targetId,
        targetUserId: event.targetUserId,
        ipAddress: ipAddress.slice(0, 45),
        userAgent,
        detail: event.detail ?? null,
      }),
    );
    request.log.info(
      {
        event: `audit.${event.action}`,
        auditId: row.id,
        actorUserId: actor.id,
        targetKind: event.targetKind,
        targetId: event.targetId,
        targetUserId: event.targetUserId,
        ip: ipAddress,
        detail: event.detail ?? null,
      },
      'Admin action recorded',
    );
  }

  /** Newest first; `before` is the id of the last entry of the previous page. */
  async list(limit: number, before?: number): Promise<AuditLogPage> {
    const rows = await this.entries.find({
      where: before === undefined ? {} : { id: LessThan(before) },
      order: { id: 'DESC' },
      take: limit + 1,
    });
    const page = rows.slice(0, limit);
    return {
      entries: page.map(toAuditLogEntry),
      nextBefore: rows.length > limit ? page[page.length - 1].id : null,
    };
  }
}

export function toAuditLogEntry(row: AuditLog): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    targetUserId: row.targetUserId,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    detail: row.detail,
  };
}
