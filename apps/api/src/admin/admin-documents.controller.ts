import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_DOWNLOAD_PURPOSES,
  type AdminAgreementView,
  type AdminInvoiceView,
  type AdminNdaView,
  type Agreement,
  type ShareDocumentResult,
} from '@consult/domain';
import { AdminOnly } from '../common/decorators/access.decorators';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RendersPdf } from '../common/hooks/request-deadline';
import { ResourceIdPipe } from '../common/validation/resource-id.pipe';
import { validateBody } from '../common/validation/validation';
import { pdfDownload, type PdfFile } from '../pdf/pdf-file';
import type { User } from '../users/user.entity';
import { AdminAgreementsService } from './admin-agreements.service';
import {
  AdminDocumentsService,
  type AdminDocumentType,
  type MailAction,
} from './admin-documents.service';
import { AmendAgreementDto } from './dto/amend-agreement.dto';
import { DownloadDocumentQuery } from './dto/download-document.dto';
import { ShareDocumentDto } from './dto/share-document.dto';
import { ApiOperation } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiErrors,
  ApiOptionalBody,
  ApiPdf,
  ApiQueryParameter,
} from '../openapi/api-docs.decorators';

/** The download routes' `?purpose=print`, sent when the console prints the PDF. */
const DownloadPurposeParameter = () =>
  ApiQueryParameter('purpose', '`print` when the console prints it (audited as a print)', {
    type: 'string',
    enum: ADMIN_DOWNLOAD_PURPOSES,
  });

/**
 * A route answering a document's PDF, audited as a download or as a print (`?purpose=print`); the
 * handler's `@ApiPdf` beside it says what the PDF is.
 */
const DownloadRoute = (path: string, summary: string) =>
  applyDecorators(ApiOperation({ summary }), DownloadPurposeParameter(), Get(path), RendersPdf());

/**
 * A route e-mailing a document's PDF through the outbox (an optional body, the answers they
 * share); the handler's `@ApiAnswer` beside it types what it returns.
 */
const ShareRoute = (path: string, summary: string) =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiOptionalBody(
      'ShareDocumentDto',
      "None, `{}`, or `{ to }`: a recipient other than the owner's address",
    ),
    ApiErrors({
      409: 'The owner has not verified their address (send `to`)',
      429: 'Too many e-mails sent by this admin, or PDFs of this account in flight (Retry-After)',
      503: 'The PDF renderer is busy (Retry-After) or failing',
    }),
    Post(path),
    RendersPdf(),
    HttpCode(200),
  );

/**
 * Any client's NDAs, agreements and invoices for the console (req DOCS-6, DOCS-7; RULES-2):
 * read, download, e-mail as a PDF, and amend an agreement. Every access is in the audit log.
 */
@Controller('admin')
@AdminOnly()
export class AdminDocumentsController {
  constructor(
    private readonly documents: AdminDocumentsService,
    private readonly agreements: AdminAgreementsService,
  ) {}

  @ApiOperation({ summary: "A client's NDA (audited)" })
  @ApiAnswer(200, 'AdminNdaView', 'The NDA, client-deleted ones included')
  @Get('nda/:id')
  viewNda(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<AdminNdaView> {
    return this.documents.viewNda(id, { user: admin, request });
  }

  @ApiPdf('The sealed PDF')
  @DownloadRoute('nda/:id/download', "An NDA's PDF (audited as a download or a print)")
  downloadNda(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Query() query: DownloadDocumentQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return this.download('nda', id, query, admin, request, reply);
  }

  @ApiAnswer(200, 'ShareDocumentResult', 'Queued in the mail outbox')
  @ShareRoute('nda/:id/share', "E-mail an NDA's PDF")
  shareNda(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<ShareDocumentResult> {
    return this.share('nda', id, body, admin, request);
  }

  @ApiOperation({ summary: 'Any version of an agreement (audited)' })
  @ApiAnswer(200, 'AdminAgreementView', 'The version with its history')
  @Get('consulting-agreement/:id')
  viewAgreement(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<AdminAgreementView> {
    return this.documents.viewAgreement(id, { user: admin, request });
  }

  @ApiPdf('The PDF (a proposal without a signature certificate)')
  @DownloadRoute(
    'consulting-agreement/:id/download',
    "A version's PDF (audited as a download or a print)",
  )
  downloadAgreement(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Query() query: DownloadDocumentQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return this.download('agreement', id, query, admin, request, reply);
  }

  @ApiAnswer(200, 'ShareDocumentResult', 'Queued in the mail outbox')
  @ShareRoute('consulting-agreement/:id/share', "E-mail a version's PDF")
  shareAgreement(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<ShareDocumentResult> {
    return this.share('agreement', id, body, admin, request);
  }

  /** The firm's new terms: a proposal the client signs as proposed (201 with that version). */
  @ApiOperation({ summary: 'Propose new terms for the client to sign' })
  @ApiAnswer(201, 'Agreement', 'The proposal: a new pending version')
  @ApiErrors({ 409: 'Not the version in force, or a proposal already waits' })
  @Post('consulting-agreement/:id/amend')
  amendAgreement(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Body() body: AmendAgreementDto,
    @Req() request: FastifyRequest,
  ): Promise<Agreement> {
    return this.agreements.amend(id, body, { user: admin, request });
  }

  /** Withdraws the firm's pending proposal (200 with the withdrawn version). */
  @ApiOperation({ summary: 'Withdraw a pending proposal' })
  @ApiAnswer(200, 'Agreement', 'The proposal, now withdrawn')
  @ApiErrors({ 409: 'The proposal is no longer awaiting a signature' })
  @Post('consulting-agreement/:id/withdraw')
  @HttpCode(200)
  withdrawAmendment(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<Agreement> {
    return this.agreements.withdraw(id, { user: admin, request });
  }

  /** A payment method, masked, with the agreement it pays: the console's read-only invoice view. */
  @ApiOperation({ summary: 'A payment method with the agreement it bills (audited)' })
  @ApiAnswer(200, 'AdminInvoiceView', 'The method, masked')
  @Get('payment-method/:id')
  viewPaymentMethod(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<AdminInvoiceView> {
    return this.documents.viewPaymentMethod(id, { user: admin, request });
  }

  @ApiPdf('The invoice')
  @DownloadRoute(
    'payment-method/:id/download-invoice',
    'The invoice PDF (audited as a download or a print)',
  )
  downloadInvoice(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Query() query: DownloadDocumentQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return this.download('invoice', id, query, admin, request, reply);
  }

  /** The payments tab's "Email Invoice" (recorded as `invoice.email`). */
  @ApiAnswer(200, 'ShareDocumentResult', 'Queued in the mail outbox')
  @ShareRoute('payment-method/:id/mail-invoice', 'E-mail the invoice (audited as invoice.email)')
  mailInvoice(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<ShareDocumentResult> {
    return this.share('invoice', id, body, admin, request, 'invoice.email');
  }

  /** The dashboard's Share of an invoice tile (recorded as `document.share`). */
  @ApiAnswer(200, 'ShareDocumentResult', 'Queued in the mail outbox')
  @ShareRoute('payment-method/:id/share-invoice', 'Share the invoice (audited as document.share)')
  shareInvoice(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<ShareDocumentResult> {
    return this.share('invoice', id, body, admin, request);
  }

  /** The PDF, recorded as a download, or as a print when the console fetched it to print it. */
  private async download(
    type: AdminDocumentType,
    id: number,
    query: DownloadDocumentQuery,
    admin: User,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Buffer> {
    const file: PdfFile = await this.documents.download(
      type,
      id,
      { user: admin, request },
      query.purpose ?? 'download',
    );
    return pdfDownload(reply, file);
  }

  /** The body is optional (the spec's console sends none): `{}` or `{ to }`. */
  private async share(
    type: AdminDocumentType,
    id: number,
    body: unknown,
    admin: User,
    request: FastifyRequest,
    action: MailAction = 'document.share',
  ): Promise<ShareDocumentResult> {
    const { to } = await validateBody(ShareDocumentDto, body ?? {});
    return this.documents.share(type, id, to, { user: admin, request }, action);
  }
}
