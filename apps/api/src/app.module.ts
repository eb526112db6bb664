import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AgreementsModule } from './agreements/agreements.module';
import { AuditModule } from './audit/audit.module';
import { AccessGuard } from './auth/access.guard';
import { AuthModule } from './auth/auth.module';
import { ConsultationModule } from './consultation/consultation.module';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { createValidationPipe } from './common/validation/validation';
import { ConfigModule } from './config/config.module';
import type { ConfigService } from './config/config.service';
import { DatabaseModule } from './database/database.module';
import { EsignModule } from './esign/esign.module';
import { HealthModule } from './health/health.module';
import { NdaModule } from './nda/nda.module';
import { PaymentsModule } from './payments/payments.module';
import { ProfileModule } from './profile/profile.module';
import { SessionsModule } from './sessions/sessions.module';
import { SigningModule } from './signing/signing.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: ConfigService): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        SessionsModule,
        UsersModule,
        AuthModule,
        AccountModule,
        ProfileModule,
        PaymentsModule,
        AdminModule,
        AuditModule,
        ConsultationModule,
        EsignModule,
        SigningModule,
        NdaModule,
        AgreementsModule,
        HealthModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
