import { Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { ConfigService } from '../config/config.service';
import { mailerOptions } from './mailer-options';
import { MailOutbox } from './mail-outbox.service';
import { MailOutboxWorker } from './mail-outbox.worker';
import { MailService } from './mail.service';

/**
 * Outgoing e-mail through SMTP (req RULES-6): `SMTP_URL` when set, else the local mail catcher.
 * Messages are plain text plus simple HTML built in code (no template engine). Requests queue them
 * in the outbox (MailOutbox); its worker sends them, with retries, from every API instance.
 */
@Module({
  imports: [
    MailerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => mailerOptions(config.get('mail')),
    }),
  ],
  providers: [MailService, MailOutbox, MailOutboxWorker],
  exports: [MailService, MailOutbox],
})
export class MailModule {}
