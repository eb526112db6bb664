import { Controller, Get } from '@nestjs/common';
import { AdminOnly } from '../common/decorators/access.decorators';

@Controller('admin')
@AdminOnly()
export class AdminController {
  /** 401 anonymous, 403 for a client, 200 for an admin (the role is read from the database). */
  @Get('check')
  check(): { isAdmin: true } {
    return { isAdmin: true };
  }
}
