import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { BusinessProfile } from '@consult/domain';
import { ConsultingAgreement } from '../agreements/agreement.entity';
import { PaymentMethod } from '../payments/payment-method.entity';
import { User } from '../users/user.entity';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { Profile } from './profile.entity';

const USER_FIELDS = ['firstName', 'lastName', 'companyName'] as const;
const PROFILE_FIELDS = ['title', 'sector', 'website', 'bio', 'successStory', 'rating'] as const;

/** The business profile: the user's names and company plus the profile row's own fields. */
@Injectable()
export class ProfileService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(user: User): Promise<BusinessProfile> {
    const profile = await this.dataSource.getRepository(Profile).findOneBy({ userId: user.id });
    return toBusinessProfile(user, profile, await documentFlags(this.dataSource.manager, user));
  }

  /** Applies the fields present in the request (null clears), in one transaction. */
  async update(user: User, changes: UpdateProfileDto): Promise<BusinessProfile> {
    return this.dataSource.transaction(async (manager) => {
      const userChanges = USER_FIELDS.filter((field) => changes[field] !== undefined);
      if (userChanges.length > 0) {
        // Names and company are required at registration; clearing them here stores ''.
        for (const field of userChanges) user[field] = changes[field] ?? '';
        await manager.getRepository(User).save(user);
      }

      const profiles = manager.getRepository(Profile);
      let profile = await profiles.findOneBy({ userId: user.id });
      const profileChanges = PROFILE_FIELDS.filter((field) => changes[field] !== undefined);
      if (profileChanges.length > 0) {
        profile ??= profiles.create({ userId: user.id, ...EMPTY_PROFILE_FIELDS });
        for (const field of profileChanges) assign(profile, field, changes[field] ?? null);
        profile = await profiles.save(profile);
      }
      return toBusinessProfile(user, profile, await documentFlags(manager, user));
    });
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

/**
 * Whether the client has an agreement in force: one not deleted whose newest version they signed.
 * Only a newest version is `active` (re-signing marks the old one `superseded`).
 */
function hasSignedAgreement(manager: EntityManager, user: User): Promise<boolean> {
  return manager
    .getRepository(ConsultingAgreement)
    .existsBy({ userId: user.id, status: 'active', deletedAt: IsNull() });
}

/**
 * Whether the client has a payment method in force: replaced and ended ones are history
 * (docs/contracts-and-money.md), even while the client still sees them listed.
 */
function hasPaymentMethod(manager: EntityManager, user: User): Promise<boolean> {
  return manager
    .getRepository(PaymentMethod)
    .existsBy({ userId: user.id, status: 'active', deletedAt: IsNull() });
}

type DocumentFlags = Pick<BusinessProfile, 'hasSignedAgreement' | 'hasPaymentMethod'>;

async function documentFlags(manager: EntityManager, user: User): Promise<DocumentFlags> {
  // One after the other: inside a transaction both run on the same connection.
  return {
    hasSignedAgreement: await hasSignedAgreement(manager, user),
    hasPaymentMethod: await hasPaymentMethod(manager, user),
  };
}

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
