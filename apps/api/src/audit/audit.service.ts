import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { LessThan, type FindOptionsWhere, type Repository } from 'typeorm';
import type {
  AuditAction,
  AuditLogClient,
  AuditLogEntry,
  AuditLogPage,
  AuditTargetKind,
} from '@consult/domain';
import { clientInfoOf } from '../common/decorators/client-info.decorator';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuditLog } from './audit-log.entity';

/** What an admin did, to what. The actor, time and origin come from the request. */
export interface AuditEvent {
  action: AuditAction;
  targetKind: AuditTargetKind | null;
  targetId: number | null;
  targetUserId: number | null;
  detail?: AuditLogEntry['detail'];
}

/** Which entries a page holds: a page after `before`, of one action, about one client. */
export interface AuditLogFilter {
  before?: number;
  action?: AuditAction;
  clientId?: number;
}

/**
 * The admin audit log (req RULES-5): a row per admin view, download, print, share or e-mail of a
 * client document, per promotion, amendment and user detail view; each is also a structured log
 * line (`event: audit.<action>`) carrying the request id.
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditLog) private readonly entries: Repository<AuditLog>,
    private readonly users: UsersService,
  ) {}

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

  /**
   * Newest first, `limit` at a time; `before` is the id of the last entry of the previous page.
   * Each entry names its client as the console's list does (name and company, nothing more).
   */
  async list(limit: number, filter: AuditLogFilter = {}): Promise<AuditLogPage> {
    const where: FindOptionsWhere<AuditLog> = {};
    if (filter.before !== undefined) where.id = LessThan(filter.before);
    if (filter.action !== undefined) where.action = filter.action;
    if (filter.clientId !== undefined) where.targetUserId = filter.clientId;
    const rows = await this.entries.find({ where, order: { id: 'DESC' }, take: limit + 1 });
    const page = rows.slice(0, limit);
    const clients = await this.clientsOf(page);
    return {
      entries: page.map((row) => toAuditLogEntry(row, clients.get(row.targetUserId ?? 0) ?? null)),
      nextBefore: rows.length > limit ? page[page.length - 1].id : null,
    };
  }

  /** The name and company of each client the rows are about (only those columns are read). */
  private async clientsOf(rows: AuditLog[]): Promise<Map<number, AuditLogClient>> {
    const ids = [...new Set(rows.map((row) => row.targetUserId))].filter(
      (id): id is number => id !== null,
    );
    if (ids.length === 0) return new Map();
    const users = await this.users.namesOf(ids);
    return new Map(
      users.map((user) => [
        user.id,
        {
          name: `${user.firstName} ${user.lastName}`.trim(),
          companyName: user.companyName,
        },
      ]),
    );
  }
}

export function toAuditLogEntry(row: AuditLog, client: AuditLogClient | null): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    targetUserId: row.targetUserId,
    client,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    detail: row.detail,
  };
}
