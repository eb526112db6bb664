import { IsIn, IsOptional } from 'class-validator';
import {
  ADMIN_DOWNLOAD_PURPOSES,
  ADMIN_MESSAGES,
  type AdminDownloadPurpose,
} from '@consult/domain';

/**
 * `GET /api/admin/…/download?purpose=print`: the console fetches the PDF it prints through the
 * download route, and says so, so the audit log records one print rather than a download.
 */
export class DownloadDocumentQuery {
  @IsOptional()
  @IsIn(ADMIN_DOWNLOAD_PURPOSES, { message: ADMIN_MESSAGES.downloadPurpose })
  purpose?: AdminDownloadPurpose;
}
