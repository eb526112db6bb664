import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_MESSAGES, AUDIT_ACTIONS, AUDIT_LOG_LIMITS, type AuditAction } from '@consult/domain';

/** A query value as a whole number; anything else (text, a repeated parameter) becomes NaN and fails. */
const WholeNumber = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN,
  );

/** The largest id a column holds (a signed 32-bit int). */
const MAX_ID = 2_147_483_647;

/** `GET /api/admin/audit-log?limit=&before=&action=&clientId=`. */
export class ListAuditLogQuery {
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: ADMIN_MESSAGES.auditLimit })
  @Min(1, { message: ADMIN_MESSAGES.auditLimit })
  @Max(AUDIT_LOG_LIMITS.maxLimit, { message: ADMIN_MESSAGES.auditLimit })
  limit?: number;

  @IsOptional()
  @WholeNumber()
  @IsInt({ message: ADMIN_MESSAGES.auditBefore })
  @Min(1, { message: ADMIN_MESSAGES.auditBefore })
  @Max(MAX_ID, { message: ADMIN_MESSAGES.auditBefore })
  before?: number;

  /** Only entries of this action (a repeated parameter is an array, and fails). */
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: ADMIN_MESSAGES.auditAction })
  action?: AuditAction;

  /** Only entries about this client's account or documents. */
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: ADMIN_MESSAGES.auditClient })
  @Min(1, { message: ADMIN_MESSAGES.auditClient })
  @Max(MAX_ID, { message: ADMIN_MESSAGES.auditClient })
  clientId?: number;
}
