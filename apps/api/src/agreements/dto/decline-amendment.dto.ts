import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  AMENDMENT_LIMITS,
  AMENDMENT_MESSAGES,
  type DeclineAmendmentRequest,
} from '@consult/domain';
import { TrimToNull } from '../../common/validation/transforms';
import { MultiLine } from '../../common/validation/plain-text';

/** `POST /api/consulting-agreement/{id}/decline`: an optional note for the firm. */
export class DeclineAmendmentDto implements DeclineAmendmentRequest {
  @IsOptional()
  @TrimToNull()
  @IsString({ message: AMENDMENT_MESSAGES.declineNoteText })
  @MaxLength(AMENDMENT_LIMITS.declineNoteMax, { message: AMENDMENT_MESSAGES.declineNoteTooLong })
  @MultiLine()
  note?: string;
}
