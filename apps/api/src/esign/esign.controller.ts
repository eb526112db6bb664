import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { EsignConsentStatus } from '@consult/domain';
import { CurrentClient, type ClientInfo } from '../common/decorators/client-info.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { User } from '../users/user.entity';
import { AcceptEsignConsentDto } from './dto/accept-esign-consent.dto';
import { EsignService } from './esign.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer } from '../openapi/api-docs.decorators';

/** The signed-in client's acceptance of the electronic records disclosure (req RULES-4). */
@Controller('esign-consent')
export class EsignController {
  constructor(private readonly esign: EsignService) {}

  @ApiOperation({ summary: 'Whether the client accepted the electronic records disclosure' })
  @ApiAnswer(200, 'EsignConsentStatus', 'The status for the current disclosure')
  @Get()
  status(@CurrentUser() user: User): Promise<EsignConsentStatus> {
    return this.esign.status(user.id);
  }

  @ApiOperation({ summary: 'Accept the electronic records disclosure' })
  @ApiAnswer(201, 'EsignConsentStatus', 'Recorded (the first acceptance stands)')
  @Post()
  async accept(
    @CurrentUser() user: User,
    @Body() body: AcceptEsignConsentDto,
    @CurrentClient() client: ClientInfo,
    @Req() request: FastifyRequest,
  ): Promise<EsignConsentStatus> {
    const status = await this.esign.accept(user.id, body.version, client);
    request.log.info(
      { event: 'esign.consent_accepted', userId: user.id, version: status.version },
      'Accepted the electronic records disclosure',
    );
    return status;
  }
}
