import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AdminUserDetail, AdminUserListItem, PromoteUserResult } from '@consult/domain';
import { AdminOnly } from '../common/decorators/access.decorators';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ResourceIdPipe } from '../common/validation/resource-id.pipe';
import type { User } from '../users/user.entity';
import { AdminUsersService } from './admin-users.service';
import { PromoteUserDto } from './dto/promote-user.dto';

/** The console's accounts (spec 001 §7, Admin). Every route: 401 anonymous, 403 for a client. */
@Controller('admin')
@AdminOnly()
export class AdminController {
  constructor(private readonly users: AdminUsersService) {}

  /** 401 anonymous, 403 for a client, 200 for an admin (the role is read from the database). */
  @Get('check')
  check(): { isAdmin: true } {
    return { isAdmin: true };
  }

  @Get('users')
  list(): Promise<AdminUserListItem[]> {
    return this.users.list();
  }

  @Get('users/:id')
  detail(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserDetail> {
    return this.users.detail(id, { user: admin, request });
  }

  @Post('promote')
  @HttpCode(200)
  promote(
    @CurrentUser() admin: User,
    @Body() body: PromoteUserDto,
    @Req() request: FastifyRequest,
  ): Promise<PromoteUserResult> {
    return this.users.promote(body.email, { user: admin, request });
  }
}
