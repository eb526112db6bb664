import { Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { ConfigService } from '../config/config.service';
import { mailerOptions } from './mailer-options';
import { MailService } from './mail.service';

/**
 * Outgoing e-mail through SMTP (DECISIONS §6): `SMTP_URL` when set, else the local mail catcher.
 * Messages are plain text plus simple HTML built in code (no template engine).
 */
@Module({
  imports: [
    MailerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => mailerOptions(config.get('mail')),
    }),
  ],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
