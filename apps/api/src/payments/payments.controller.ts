import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentMethod, PaymentMethodSummary } from '@consult/domain';
import { CurrentClient, type ClientInfo } from '../common/decorators/client-info.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RendersPdf } from '../common/hooks/request-deadline';
import { ResourceIdPipe } from '../common/validation/resource-id.pipe';
import { pdfDownload } from '../pdf/pdf-file';
import type { User } from '../users/user.entity';
import { SavePaymentDetailsDto } from './dto/save-payment-details.dto';
import { InvoicePdfService } from './invoice-pdf.service';
import { PaymentsService, type PaymentSaveResult } from './payments.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, ApiNoContent, ApiPdf } from '../openapi/api-docs.decorators';

/**
 * The signed-in client's payment methods (req DOCS-7). Another client's method or agreement is
 * 404 on every route. Answers are masked (req RULES-5); log lines carry ids and types only.
 */
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly invoices: InvoicePdfService,
  ) {}

  @ApiOperation({ summary: 'Set up payment for an agreement' })
  @ApiAnswer(201, 'PaymentMethod', 'The method, masked, in force')
  @ApiErrors({
    404: 'The agreement is not the client’s, or was deleted',
    409: 'The agreement version is not in force, or another method was saved at the same time',
  })
  @Post('payment-setup')
  async create(
    @CurrentUser() user: User,
    @Body() body: SavePaymentDetailsDto,
    @CurrentClient() client: ClientInfo,
    @Req() request: FastifyRequest,
  ): Promise<PaymentMethod> {
    const result = await this.payments.create(user.id, body, client);
    logSave(request, 'payment.created', user.id, result);
    return result.method;
  }

  @ApiOperation({ summary: "The client's payment methods, masked" })
  @ApiAnswer(200, 'PaymentMethodSummaryList', 'Newest first, history included')
  @Get('payment-info')
  list(@CurrentUser() user: User): Promise<PaymentMethodSummary[]> {
    return this.payments.list(user.id);
  }

  @ApiOperation({ summary: 'One payment method, masked' })
  @ApiAnswer(200, 'PaymentMethod', 'The method, any status')
  @Get('payment-info/:id')
  get(@CurrentUser() user: User, @Param('id', ResourceIdPipe) id: number): Promise<PaymentMethod> {
    return this.payments.get(user.id, id);
  }

  @ApiOperation({ summary: 'Edit or confirm a payment method in force' })
  @ApiAnswer(200, 'PaymentMethod', 'The method, masked')
  @ApiErrors({ 409: 'The method is no longer in force' })
  @Patch('payment-info/:id')
  async update(
    @CurrentUser() user: User,
    @Param('id', ResourceIdPipe) id: number,
    @Body() body: SavePaymentDetailsDto,
    @CurrentClient() client: ClientInfo,
    @Req() request: FastifyRequest,
  ): Promise<PaymentMethod> {
    const result = await this.payments.update(user.id, id, body, client);
    logSave(request, 'payment.updated', user.id, result);
    return result.method;
  }

  @ApiOperation({ summary: 'Delete a payment method (hidden from the client)' })
  @ApiNoContent('Hidden; a method in force ends')
  @Delete('payment-info/:id')
  @HttpCode(204)
  async delete(
    @CurrentUser() user: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.payments.delete(user.id, id);
    request.log.info(
      { event: 'payment.deleted', userId: user.id, paymentMethodId: id },
      'Deleted a payment method',
    );
  }

  @ApiOperation({ summary: 'The invoice PDF of a payment method' })
  @ApiPdf('The invoice')
  @Get('payment-method/:id/download-invoice')
  @RendersPdf()
  async downloadInvoice(
    @CurrentUser() user: User,
    @Param('id', ResourceIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.invoices.download(user.id, id);
    return pdfDownload(reply, file);
  }
}

function logSave(
  request: FastifyRequest,
  event: 'payment.created' | 'payment.updated',
  userId: number,
  { method, cardReplaced, bankNumbersReplaced, achAuthorized }: PaymentSaveResult,
): void {
  request.log.info(
    {
      event,
      userId,
      paymentMethodId: method.id,
      agreementId: method.consultingAgreementId,
      paymentType: method.paymentType,
      cardReplaced,
      bankNumbersReplaced,
      achAuthorized,
    },
    event === 'payment.created' ? 'Set up a payment method' : 'Updated a payment method',
  );
}
