import { number, object, string } from 'yup';
import {
  LIMITS,
  MESSAGES,
  isWebsite,
  type BusinessProfile,
  type UpdateProfileRequest,
} from '@consult/domain';
import { plainText } from '@consult/ui/forms';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  companyName: string;
  title: string;
  /** A lower-case sector value, or '' for none. */
  sector: string;
  website: string;
  bio: string;
  successStory: string;
  rating: number | null;
}

type ProfileTextField = Exclude<keyof ProfileFormValues, 'rating'>;

/** The fields in the order the form shows them (and focuses the first invalid one). */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'title',
  'sector',
  'website',
  'bio',
  'successStory',
  'rating',
] as const satisfies readonly (keyof ProfileFormValues)[];

const TEXT_FIELDS: readonly ProfileTextField[] = PROFILE_FIELDS.filter(
  (name): name is ProfileTextField => name !== 'rating',
);

const atMost = (label: string, max: number, multiline = false) =>
  plainText(label, { multiline }).trim().max(max, MESSAGES.tooLong(label, max));

/**
 * Nothing is required on the profile form (req SITE-5); the shared length limits and the
 * website's rule are checked here, with the API's messages. The server checks the sector and the
 * rating.
 */
export const profileSchema = object({
  firstName: atMost('First name', LIMITS.nameMax),
  lastName: atMost('Last name', LIMITS.nameMax),
  companyName: atMost('Company name', LIMITS.companyNameMax),
  title: atMost('Title', LIMITS.titleMax),
  sector: string(),
  // The API's website rule (libs/domain isWebsite): http(s) only, a dotted host name.
  website: atMost('Website', LIMITS.websiteMax).test(
    'website',
    MESSAGES.websiteInvalid,
    (value) => !value?.trim() || isWebsite(value.trim()),
  ),
  bio: atMost('Bio', LIMITS.longTextMax, true),
  successStory: atMost('Success story', LIMITS.longTextMax, true),
  rating: number().nullable(),
});

export function toProfileFormValues(profile: BusinessProfile): ProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    companyName: profile.companyName ?? '',
    title: profile.title ?? '',
    sector: profile.sector?.toLowerCase() ?? '',
    website: profile.website ?? '',
    bio: profile.bio ?? '',
    successStory: profile.successStory ?? '',
    rating: profile.rating ?? null,
  };
}

/** `PATCH /api/profile`: text trimmed, empty text and a cleared rating sent as `null`, sector lower-case. */
export function toUpdateProfileRequest(values: ProfileFormValues): UpdateProfileRequest {
  const request: UpdateProfileRequest = { rating: values.rating ?? null };
  for (const name of TEXT_FIELDS) {
    const value = values[name].trim();
    request[name] = value ? value : null;
  }
  if (request.sector) request.sector = request.sector.toLowerCase();
  return request;
}
