import { Controller, Get } from '@nestjs/common';
import type { AdminSetupStatus } from '@consult/domain';
import { UsersService } from '../users/users.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer } from '../openapi/api-docs.decorators';

/**
 * Whether the firm has an admin yet, for any signed-in account (not @AdminOnly: before the first
 * admin exists nobody could ask). The console shows a client who opens it how the first admin is
 * made instead of sending them away. Anonymous visitors get 401, like every private route: the
 * answer is of use only to someone who can sign in, and tells nothing about any account.
 */
@Controller('admin-setup')
export class AdminSetupController {
  constructor(private readonly users: UsersService) {}

  @ApiOperation({ summary: 'Whether the firm has an admin yet' })
  @ApiAnswer(200, 'AdminSetupStatus', 'Whether any admin exists')
  @Get()
  async status(): Promise<AdminSetupStatus> {
    return { adminExists: await this.users.adminExists() };
  }
}
