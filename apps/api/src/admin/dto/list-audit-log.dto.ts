import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_MESSAGES, AUDIT_LOG_LIMITS } from '@consult/domain';

/** A query value as a whole number; anything else (text, a repeated parameter) becomes NaN and fails. */
const WholeNumber = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN,
  );

/** `GET /api/admin/audit-log?limit=&before=`. */
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
  @Max(2_147_483_647, { message: ADMIN_MESSAGES.auditBefore })
  before?: number;
}
