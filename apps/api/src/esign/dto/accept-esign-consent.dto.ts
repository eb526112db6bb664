import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ESIGN_MESSAGES, type AcceptEsignConsentRequest } from '@consult/domain';

/** `POST /api/esign-consent`: the version of the disclosure the client read and accepts. */
export class AcceptEsignConsentDto implements AcceptEsignConsentRequest {
  @IsString({ message: ESIGN_MESSAGES.versionRequired })
  @IsNotEmpty({ message: ESIGN_MESSAGES.versionRequired })
  @MaxLength(20, { message: ESIGN_MESSAGES.versionOutdated })
  version!: string;
}
