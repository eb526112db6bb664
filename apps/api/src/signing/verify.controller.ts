import { Controller, Get, Header, Param } from '@nestjs/common';
import { VERIFY_MESSAGES, isSha256Hex, type DocumentVerification } from '@consult/domain';
import { Public } from '../common/decorators/access.decorators';
import { CurrentClient, type ClientInfo } from '../common/decorators/client-info.decorator';
import { DomainError } from '../common/errors/domain-error';
import { SealingService } from './sealing.service';
import { VerifyRateLimitService } from './verify-rate-limit.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../openapi/api-docs.decorators';

/**
 * Anyone who holds a PDF checks it against the firm's records (the marketing site's /verify page
 * computes its SHA-256 in the browser; the file never leaves their computer). The answer names the
 * document and its signer, which the PDF itself shows; any other fingerprint is "not issued by us".
 */
@Controller()
export class VerifyController {
  constructor(
    private readonly sealing: SealingService,
    private readonly rateLimit: VerifyRateLimitService,
  ) {}

  @ApiOperation({ summary: 'Whether the firm issued a PDF, by its SHA-256' })
  @ApiAnswer(200, 'DocumentVerification', 'The document it names, or `{ issued: false }`')
  @ApiErrors({
    400: 'Not a SHA-256 digest (64 hexadecimal characters)',
    429: 'Too many checks from this address (Retry-After)',
  })
  @Get('verify/:sha256')
  @Public()
  @Header('Cache-Control', 'no-store')
  async verify(
    @Param('sha256') sha256: string,
    @CurrentClient() client: ClientInfo,
  ): Promise<DocumentVerification> {
    await this.rateLimit.consume(client.ipAddress);
    const fingerprint = sha256.toLowerCase();
    if (!isSha256Hex(fingerprint)) {
      throw new DomainError('BAD_REQUEST', VERIFY_MESSAGES.badFingerprint);
    }
    return this.sealing.verify(fingerprint);
  }
}
