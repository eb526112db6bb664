import { Body, Controller, Get, Patch } from '@nestjs/common';
import type { BusinessProfile } from '@consult/domain';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { User } from '../users/user.entity';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileService } from './profile.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer } from '../openapi/api-docs.decorators';

@Controller('profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @ApiOperation({ summary: 'The business profile' })
  @ApiAnswer(200, 'BusinessProfile', 'The profile (empty fields are null)')
  @Get()
  get(@CurrentUser() user: User): Promise<BusinessProfile> {
    return this.profiles.get(user);
  }

  @ApiOperation({ summary: 'Update the business profile' })
  @ApiAnswer(200, 'BusinessProfile', 'The updated profile')
  @Patch()
  update(@CurrentUser() user: User, @Body() body: UpdateProfileDto): Promise<BusinessProfile> {
    return this.profiles.update(user, body);
  }
}
