import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyBaseLogger } from 'fastify';
import { Repository } from 'typeorm';
import { CONSULTATION_SERVICE_TYPE, type ConsultationReceipt } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { describeMailFailure, MailService, type OutgoingMail } from '../mail/mail.service';
import { ConsultationRateLimitService } from './consultation-rate-limit.service';
import { firmNotification, requesterConfirmation } from './consultation-mails';
import { Consultation, MAIL_ERROR_MAX } from './consultation.entity';
import type { CreateConsultationDto } from './dto/create-consultation.dto';

export interface SubmitContext {
  ip: string;
  /** The request's logger (it carries the request id). */
  log: FastifyBaseLogger;
}

type MailKind = 'firm_notification' | 'confirmation';

/**
 * A consultation request: rate-limited per IP, stored first, then e-mailed to the firm's inbox
 * (Reply-To the requester) and confirmed to the requester. A failed e-mail is recorded on the row
 * and logged, and the request still succeeds: the firm has it.
 */
@Injectable()
export class ConsultationService {
  constructor(
    @InjectRepository(Consultation) private readonly consultations: Repository<Consultation>,
    private readonly rateLimit: ConsultationRateLimitService,
    private readonly mail: MailService,
    private readonly config: ConfigService,
  ) {}

  async submit(
    input: CreateConsultationDto,
    { ip, log }: SubmitContext,
  ): Promise<ConsultationReceipt> {
    await this.rateLimit.consume(ip);
    const request = await this.consultations.save(
      this.consultations.create({
        companyName: input.companyName,
        isPublic: input.isPublic ?? false,
        isPrivate: input.isPrivate ?? false,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        primaryGoals: input.primaryGoals,
        serviceType: CONSULTATION_SERVICE_TYPE,
      }),
    );
    log.info(
      { event: 'consultation.received', consultationId: request.id, ip },
      'Consultation request stored',
    );
    await this.sendMails(request, log);
    return { receivedAt: request.createdAt.toISOString() };
  }

  /** Sends both e-mails at once and records each outcome; never throws. */
  private async sendMails(request: Consultation, log: FastifyBaseLogger): Promise<void> {
    const inbox = this.config.get('mail').firmInbox;
    const [firm, confirmation] = await Promise.all([
      this.trySend('firm_notification', firmNotification(request, inbox), request.id, log),
      this.trySend('confirmation', requesterConfirmation(request, inbox), request.id, log),
    ]);
    const now = new Date();
    const outcome: Partial<Consultation> = {
      firmNotifiedAt: firm === null ? now : null,
      firmNotificationError: firm,
      confirmationSentAt: confirmation === null ? now : null,
      confirmationError: confirmation,
    };
    try {
      await this.consultations.update({ id: request.id }, outcome);
      Object.assign(request, outcome);
    } catch (error) {
      // The request itself is stored; only the record of its e-mails is missing.
      log.error(
        {
          event: 'consultation.mail_outcome_not_saved',
          consultationId: request.id,
          err: describeMailFailure(error),
        },
        'Could not record the e-mail outcome of a consultation request',
      );
    }
  }

  /** null when the server accepted the message, else the failure (logged). */
  private async trySend(
    kind: MailKind,
    mail: OutgoingMail,
    consultationId: number,
    log: FastifyBaseLogger,
  ): Promise<string | null> {
    try {
      await this.mail.send(mail);
      log.info({ event: `consultation.${kind}_sent`, consultationId }, 'Consultation e-mail sent');
      return null;
    } catch (error) {
      const failure = describeMailFailure(error);
      log.error(
        { event: 'consultation.mail_failed', mail: kind, consultationId, err: failure },
        'A consultation e-mail could not be sent; the request is stored',
      );
      const summary = [failure.code, failure.message].filter(Boolean).join(': ');
      return summary.slice(0, MAIL_ERROR_MAX);
    }
  }
}
