import { IsIn, IsInt, Max, Min } from 'class-validator';
import {
  ADMIN_MESSAGES,
  ADMIN_PRINTABLE_KINDS,
  type AdminPrintableKind,
  type RecordPrintRequest,
} from '@consult/domain';

/** `POST /api/admin/audit/print`: the document the console just printed in the browser. */
export class RecordPrintDto implements RecordPrintRequest {
  @IsIn(ADMIN_PRINTABLE_KINDS, { message: ADMIN_MESSAGES.printKind })
  kind!: AdminPrintableKind;

  @IsInt({ message: ADMIN_MESSAGES.documentId })
  @Min(1, { message: ADMIN_MESSAGES.documentId })
  @Max(2_147_483_647, { message: ADMIN_MESSAGES.documentId })
  id!: number;
}
