import { Body, Controller, Get, Patch } from '@nestjs/common';
import type { BusinessProfile } from '@consult/domain';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { User } from '../users/user.entity';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileService } from './profile.service';

@Controller('profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  get(@CurrentUser() user: User): Promise<BusinessProfile> {
    return this.profiles.get(user);
  }

  @Patch()
  update(@CurrentUser() user: User, @Body() body: UpdateProfileDto): Promise<BusinessProfile> {
    return this.profiles.update(user, body);
  }
}
