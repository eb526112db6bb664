import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { FastifyBaseLogger } from 'fastify';
import { DataSource, Repository } from 'typeorm';
import { CONSULTATION_SERVICE_TYPE, type ConsultationReceipt } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { MailOutcome } from '../mail/mail-outbox.worker';
import { ConsultationRateLimitService } from './consultation-rate-limit.service';
import { firmNotification, requesterConfirmation } from './consultation-mails';
import { Consultation, MAIL_ERROR_MAX } from './consultation.entity';
import type { CreateConsultationDto } from './dto/create-consultation.dto';

export interface SubmitContext {
  ip: string;
  /** The request's logger (it carries the request id). */
  log: FastifyBaseLogger;
}

/** The outbox topics of a request's two e-mails; the row's id is the topic id. */
const FIRM_NOTIFICATION = 'consultation.firm_notification';
const CONFIRMATION = 'consultation.confirmation';

/**
 * A consultation request: rate-limited per IP, then stored together with its two e-mails (to the
 * firm's inbox, Reply-To the requester, and the requester's confirmation) in the mail outbox, in
 * one transaction. The request succeeds once they are stored, whether or not the mail server is
 * up; the outbox delivers them and the row records when each was accepted, or the last failure.
 */
@Injectable()
export class ConsultationService implements OnModuleInit {
  constructor(
    @InjectRepository(Consultation) private readonly consultations: Repository<Consultation>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rateLimit: ConsultationRateLimitService,
    private readonly outbox: MailOutbox,
    private readonly config: ConfigService,
  ) {}

  onModuleInit(): void {
    this.outbox.onOutcome('consultation.', (outcome) => this.recordMailOutcome(outcome));
  }

  async submit(
    input: CreateConsultationDto,
    { ip, log }: SubmitContext,
  ): Promise<ConsultationReceipt> {
    await this.rateLimit.consume(ip);
    const inbox = this.config.get('mail').firmInbox;
    const { request, mails } = await this.dataSource.transaction(async (manager) => {
      const stored = await manager.save(
        manager.create(Consultation, {
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
      const queued = await this.outbox.add(manager, [
        { ...firmNotification(stored, inbox), topic: { kind: FIRM_NOTIFICATION, id: stored.id } },
        { ...requesterConfirmation(stored, inbox), topic: { kind: CONFIRMATION, id: stored.id } },
      ]);
      return { request: stored, mails: queued };
    });
    this.outbox.kick();
    log.info(
      {
        event: 'consultation.received',
        consultationId: request.id,
        ip,
        messageIds: mails.map((mail) => mail.messageId),
      },
      'Consultation request stored; its e-mails are queued',
    );
    return { receivedAt: request.createdAt.toISOString() };
  }

  /** Keeps the row's mail columns current: when each e-mail was accepted, or why it was not yet. */
  private async recordMailOutcome(outcome: MailOutcome): Promise<void> {
    const firm = outcome.topic.kind === FIRM_NOTIFICATION;
    if (!firm && outcome.topic.kind !== CONFIRMATION) return;
    const changes: Partial<Consultation> =
      'sentAt' in outcome
        ? firm
          ? { firmNotifiedAt: outcome.sentAt, firmNotificationError: null }
          : { confirmationSentAt: outcome.sentAt, confirmationError: null }
        : firm
          ? { firmNotificationError: outcome.error.slice(0, MAIL_ERROR_MAX) }
          : { confirmationError: outcome.error.slice(0, MAIL_ERROR_MAX) };
    await this.consultations.update({ id: outcome.topic.id }, changes);
  }
}
