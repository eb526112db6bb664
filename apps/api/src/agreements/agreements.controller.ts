import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Agreement, AgreementSummary } from '@consult/domain';
import { CurrentClient, type ClientInfo } from '../common/decorators/client-info.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { JsonOf } from '../common/json-of';
import { RendersPdf } from '../common/hooks/request-deadline';
import { ResourceIdPipe } from '../common/validation/resource-id.pipe';
import { pdfDownload } from '../pdf/pdf-file';
import { ReadWithSession, RowsReadWithSession } from '../sessions/session-rows';
import type { User } from '../users/user.entity';
import { AgreementPdfService } from './agreement-pdf.service';
import { AgreementsService, LIST_ROWS } from './agreements.service';
import { CreateAgreementDto } from './dto/create-agreement.dto';
import { DeclineAmendmentDto } from './dto/decline-amendment.dto';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, ApiNoContent, ApiPdf } from '../openapi/api-docs.decorators';

/** The signed-in client's consulting agreements (req DOCS-7). Another client's agreement is 404. */
@Controller()
export class AgreementsController {
  constructor(
    private readonly agreements: AgreementsService,
    private readonly agreementPdfs: AgreementPdfService,
  ) {}

  @ApiOperation({
    summary: "Sign a consulting agreement, a new version of one, or the firm's proposal",
  })
  @ApiAnswer(201, 'Agreement', 'The signed version')
  @ApiErrors({
    404: '`agreementId` names no agreement of the client’s',
    409: 'The version named is no longer in the state signing needs',
  })
  @Post('consulting-agreement')
  async sign(
    @CurrentUser() user: User,
    @Body() body: CreateAgreementDto,
    @CurrentClient() client: ClientInfo,
    @Req() request: FastifyRequest,
  ): Promise<Agreement> {
    const agreement = await this.agreements.sign(user, body, client);
    request.log.info(
      {
        event: 'agreement.signed',
        userId: user.id,
        agreementId: agreement.id,
        version: agreement.version,
        previousVersionId: agreement.previousVersionId,
        documentHash: agreement.signature?.documentHash,
      },
      'Signed a consulting agreement',
    );
    return agreement;
  }

  /** Declines the firm's proposed amendment (200 with the declined version). */
  @ApiOperation({ summary: "Decline the firm's proposed amendment" })
  @ApiAnswer(200, 'Agreement', 'The proposal, now declined')
  @ApiErrors({ 409: 'Not a proposal awaiting the client' })
  @Post('consulting-agreement/:id/decline')
  @HttpCode(200)
  async decline(
    @CurrentUser() user: User,
    @Param('id', ResourceIdPipe) id: number,
    @Body() body: DeclineAmendmentDto,
    @Req() request: FastifyRequest,
  ): Promise<Agreement> {
    const agreement = await this.agreements.decline(user, id, body.note ?? null);
    request.log.info(
      { event: 'agreement.amendment_declined', userId: user.id, agreementId: id },
      'Declined a proposed amendment',
    );
    return agreement;
  }

  @ApiOperation({ summary: "The client's agreements: each one's version in force" })
  @ApiAnswer(200, 'AgreementSummaryList', 'Newest signature first, without the documents')
  @Get('consulting-agreements')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ReadWithSession(LIST_ROWS)
  list(
    @CurrentUser() user: User,
    @RowsReadWithSession(LIST_ROWS) rows: unknown[][] | undefined,
  ): Promise<JsonOf<AgreementSummary[]>> {
    return this.agreements.listJson(user.id, rows);
  }

  @ApiOperation({ summary: 'One version of an agreement' })
  @ApiAnswer(200, 'Agreement', 'With its document, history and consent')
  @Get('consulting-agreement/:id')
  get(@CurrentUser() user: User, @Param('id', ResourceIdPipe) id: number): Promise<Agreement> {
    return this.agreements.get(user.id, id);
  }

  @ApiOperation({ summary: 'Delete an agreement (hidden from the client only)' })
  @ApiNoContent('Hidden from the client; its payment method in force ends')
  @Delete('consulting-agreement/:id')
  @HttpCode(204)
  async delete(
    @CurrentUser() user: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.agreements.delete(user, id);
    request.log.info(
      { event: 'agreement.deleted', userId: user.id, agreementId: id },
      'Deleted a consulting agreement',
    );
  }

  @ApiOperation({ summary: "A version's PDF" })
  @ApiPdf('The PDF (sealed once signed)')
  @Get('consulting-agreement/:id/download')
  @RendersPdf()
  async download(
    @CurrentUser() user: User,
    @Param('id', ResourceIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.agreementPdfs.download(user.id, id);
    return pdfDownload(reply, file);
  }
}
