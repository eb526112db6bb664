import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ConsultationReceipt } from '@consult/domain';
import { Public } from '../common/decorators/access.decorators';
import { ConsultationService } from './consultation.service';
import { CreateConsultationDto } from './dto/create-consultation.dto';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../openapi/api-docs.decorators';

@Controller('consultation')
export class ConsultationController {
  constructor(private readonly consultations: ConsultationService) {}

  /** Anyone may ask for a consultation (req SITE-6); the Origin/JSON checks still apply. */
  @Public()
  @ApiOperation({ summary: 'Request a consultation' })
  @ApiAnswer(201, 'ConsultationReceipt', 'Stored, with its e-mails queued')
  @ApiErrors({ 429: 'Too many requests from this address (Retry-After)' })
  @Post()
  @HttpCode(201)
  submit(
    @Body() body: CreateConsultationDto,
    @Req() request: FastifyRequest,
  ): Promise<ConsultationReceipt> {
    return this.consultations.submit(body, { ip: request.ip, log: request.log });
  }
}
