import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { DatabaseSessionStore } from './database-session.store';
import { SessionAuthService } from './session-auth.service';
import { Session } from './session.entity';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([Session]), UsersModule],
  controllers: [SessionsController],
  providers: [DatabaseSessionStore, SessionsService, SessionAuthService],
  exports: [DatabaseSessionStore, SessionsService, SessionAuthService],
})
export class SessionsModule {
  /** A change of role, or a deleted account, ends the account's sessions at once. */
  constructor(users: UsersService, sessions: SessionsService) {
    users.endSessionsWith(sessions);
  }
}
