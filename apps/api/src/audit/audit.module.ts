import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AuditLog } from './audit-log.entity';
import { AuditService } from './audit.service';

/** The admin audit log; its routes are the admin console's (AdminModule). */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLog]), UsersModule],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
