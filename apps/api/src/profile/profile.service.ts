import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { BusinessProfile } from '@consult/domain';
import { AgreementQueriesService } from '../agreements/agreement-queries.service';
import { PaymentQueriesService } from '../payments/payment-queries.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { Profile } from './profile.entity';

const USER_FIELDS = ['firstName', 'lastName', 'companyName'] as const;
const PROFILE_FIELDS = ['title', 'sector', 'website', 'bio', 'successStory', 'rating'] as const;

/** The business profile: the user's names and company plus the profile row's own fields. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
    private readonly users: UsersService,
    private readonly agreements: AgreementQueriesService,
    private readonly payments: PaymentQueriesService,
  ) {}

  async get(user: User): Promise<BusinessProfile> {
    const profile = await this.profiles.findOneBy({ userId: user.id });
    return toBusinessProfile(user, profile, await this.documentFlags(this.profiles.manager, user));
  }

  /** The account's profile row, or null when it has none (an empty profile). */
  findByUserId(userId: number): Promise<Profile | null> {
    return this.profiles.findOneBy({ userId });
  }

  /** Applies the fields present in the request (null clears), in one transaction. */
  async update(user: User, changes: UpdateProfileDto): Promise<BusinessProfile> {
    return this.profiles.manager.transaction(async (manager) => {
      const userChanges = USER_FIELDS.filter((field) => changes[field] !== undefined);
      if (userChanges.length > 0) {
        // Names and company are required at registration; clearing them here stores ''.
        for (const field of userChanges) user[field] = changes[field] ?? '';
        await this.users.save(manager, user);
      }

      const profiles = manager.getRepository(Profile);
      let profile = await profiles.findOneBy({ userId: user.id });
      const profileChanges = PROFILE_FIELDS.filter((field) => changes[field] !== undefined);
      if (profileChanges.length > 0) {
        profile ??= profiles.create({ userId: user.id, ...EMPTY_PROFILE_FIELDS });
        for (const field of profileChanges) assign(profile, field, changes[field] ?? null);
        profile = await profiles.save(profile);
      }
      return toBusinessProfile(user, profile, await this.documentFlags(manager, user));
    });
  }

  /**
   * Whether the client has an agreement in force and a payment method in force (their owners say
   * what that means). One after the other: inside a transaction both run on the same connection.
   */
  private async documentFlags(manager: EntityManager, user: User): Promise<DocumentFlags> {
    return {
      hasSignedAgreement: await this.agreements.hasAgreementInForce(manager, user.id),
      hasPaymentMethod: await this.payments.hasMethodInForce(manager, user.id),
    };
  }
}

const EMPTY_PROFILE_FIELDS = {
  title: null,
  sector: null,
  website: null,
  bio: null,
  successStory: null,
  rating: null,
};

function assign<K extends (typeof PROFILE_FIELDS)[number]>(
  profile: Profile,
  field: K,
  value: Profile[K] | null,
): void {
  profile[field] = value as Profile[K];
}

type DocumentFlags = Pick<BusinessProfile, 'hasSignedAgreement' | 'hasPaymentMethod'>;

function orNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

export function toBusinessProfile(
  user: User,
  profile: Profile | null,
  flags: DocumentFlags = { hasSignedAgreement: false, hasPaymentMethod: false },
): BusinessProfile {
  return {
    firstName: orNull(user.firstName),
    lastName: orNull(user.lastName),
    companyName: orNull(user.companyName),
    title: orNull(profile?.title),
    sector: orNull(profile?.sector),
    website: orNull(profile?.website),
    bio: orNull(profile?.bio),
    successStory: orNull(profile?.successStory),
    rating: profile?.rating ?? null,
    hasSignedAgreement: flags.hasSignedAgreement,
    hasPaymentMethod: flags.hasPaymentMethod ?? false,
  };
}
