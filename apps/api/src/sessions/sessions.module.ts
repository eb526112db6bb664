import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseSessionStore } from './database-session.store';
import { SessionAuthService } from './session-auth.service';
import { Session } from './session.entity';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([Session])],
  controllers: [SessionsController],
  providers: [DatabaseSessionStore, SessionsService, SessionAuthService],
  exports: [DatabaseSessionStore, SessionsService, SessionAuthService],
})
export class SessionsModule {}
