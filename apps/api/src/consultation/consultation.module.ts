import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { ConsultationController } from './consultation.controller';
import { Consultation } from './consultation.entity';
import { ConsultationRateLimitService } from './consultation-rate-limit.service';
import { ConsultationService } from './consultation.service';

@Module({
  imports: [TypeOrmModule.forFeature([Consultation]), MailModule, RateLimitsModule],
  controllers: [ConsultationController],
  providers: [ConsultationService, ConsultationRateLimitService],
})
export class ConsultationModule {}
