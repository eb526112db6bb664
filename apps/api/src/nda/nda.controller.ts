import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Nda, NdaSummary } from '@consult/domain';
import { CurrentClient, type ClientInfo } from '../common/decorators/client-info.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RendersPdf } from '../common/hooks/request-deadline';
import { ResourceIdPipe } from '../common/validation/resource-id.pipe';
import { pdfDownload } from '../pdf/pdf-file';
import type { User } from '../users/user.entity';
import { CreateNdaDto } from './dto/create-nda.dto';
import { NdaPdfService } from './nda-pdf.service';
import { NdaService } from './nda.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiNoContent, ApiPdf } from '../openapi/api-docs.decorators';

/** The signed-in client's mutual NDAs (req DOCS-7). Another client's NDA answers 404. */
@Controller()
export class NdaController {
  constructor(
    private readonly ndas: NdaService,
    private readonly ndaPdfs: NdaPdfService,
  ) {}

  @ApiOperation({ summary: 'Sign a mutual NDA' })
  @ApiAnswer(201, 'Nda', 'The signed NDA')
  @Post('nda')
  async sign(
    @CurrentUser() user: User,
    @Body() body: CreateNdaDto,
    @CurrentClient() client: ClientInfo,
    @Req() request: FastifyRequest,
  ): Promise<Nda> {
    const nda = await this.ndas.sign(user, body, client);
    request.log.info(
      {
        event: 'nda.signed',
        userId: user.id,
        ndaId: nda.id,
        documentHash: nda.signature.documentHash,
      },
      'Signed a mutual NDA',
    );
    return nda;
  }

  @ApiOperation({ summary: "The client's NDAs, newest first" })
  @ApiAnswer(200, 'NdaSummaryList', 'Without the documents')
  @Get('ndas')
  list(@CurrentUser() user: User): Promise<NdaSummary[]> {
    return this.ndas.list(user.id);
  }

  @ApiOperation({ summary: "One of the client's NDAs" })
  @ApiAnswer(200, 'Nda', 'The NDA with its document and consent')
  @Get('nda/:id')
  get(@CurrentUser() user: User, @Param('id', ResourceIdPipe) id: number): Promise<Nda> {
    return this.ndas.get(user.id, id);
  }

  @ApiOperation({ summary: 'Delete an NDA (hidden from the client only)' })
  @ApiNoContent('Hidden from the client')
  @Delete('nda/:id')
  @HttpCode(204)
  async delete(
    @CurrentUser() user: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.ndas.delete(user.id, id);
    request.log.info({ event: 'nda.deleted', userId: user.id, ndaId: id }, 'Deleted an NDA');
  }

  @ApiOperation({ summary: "An NDA's PDF" })
  @ApiPdf('The sealed PDF')
  @Get('nda/:id/download')
  @RendersPdf()
  async download(
    @CurrentUser() user: User,
    @Param('id', ResourceIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.ndaPdfs.download(user.id, id);
    return pdfDownload(reply, file);
  }
}
