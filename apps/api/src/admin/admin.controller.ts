import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AdminUserDetail, AdminUserListItem, PromoteUserResult } from '@consult/domain';
import { AdminOnly } from '../common/decorators/access.decorators';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ResourceIdPipe } from '../common/validation/resource-id.pipe';
import type { User } from '../users/user.entity';
import { AdminUsersService } from './admin-users.service';
import { PromoteUserDto } from './dto/promote-user.dto';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../openapi/api-docs.decorators';

/** The console's accounts (req DOCS-7, Admin). Every route: 401 anonymous, 403 for a client. */
@Controller('admin')
@AdminOnly()
export class AdminController {
  constructor(private readonly users: AdminUsersService) {}

  /** 401 anonymous, 403 for a client, 200 for an admin (the role is read from the database). */
  @ApiOperation({ summary: 'Whether the caller is an admin' })
  @ApiAnswer(200, 'AdminCheck', 'An admin')
  @Get('check')
  check(): { isAdmin: true } {
    return { isAdmin: true };
  }

  @ApiOperation({ summary: 'Every client with their documents, newest first' })
  @ApiAnswer(200, 'AdminUserList', 'The client list')
  @Get('users')
  list(): Promise<AdminUserListItem[]> {
    return this.users.list();
  }

  @ApiOperation({ summary: "A client's full detail (audited)" })
  @ApiAnswer(200, 'AdminUserDetail', 'The account, profile, agreements, payments and NDAs')
  @Get('users/:id')
  detail(
    @CurrentUser() admin: User,
    @Param('id', ResourceIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserDetail> {
    return this.users.detail(id, { user: admin, request });
  }

  @ApiOperation({ summary: 'Make an account an admin (idempotent)' })
  @ApiAnswer(200, 'PromoteUserResult', 'The account is an admin')
  @ApiErrors({ 404: 'No account has that e-mail address' })
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
