/** The business profile (req SITE-3, SITE-7). Empty fields are `null`. */
export interface BusinessProfile {
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  title: string | null;
  sector: string | null;
  website: string | null;
  bio: string | null;
  successStory: string | null;
  rating: number | null;
  hasSignedAgreement: boolean;
  /**
   * Whether the client has a payment method (not deleted). The API always sends it; optional
   * only so that profiles built before payment methods (fixtures) still type-check.
   */
  hasPaymentMethod?: boolean;
}

/** `PATCH /api/profile`: every field optional; `null` or '' clears it. */
export type UpdateProfileRequest = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'companyName'
    | 'title'
    | 'sector'
    | 'website'
    | 'bio'
    | 'successStory',
    string | null
  > & {
    rating: number | null;
  }
>;

/** Complete when first name, last name, company name, bio and sector are all present. */
export function isProfileComplete(profile: BusinessProfile | null | undefined): boolean {
  if (!profile) return false;
  return [
    profile.firstName,
    profile.lastName,
    profile.companyName,
    profile.bio,
    profile.sector,
  ].every((value) => typeof value === 'string' && value.trim().length > 0);
}

/** A website without a leading http(s) is linked with https:// prepended. */
export function websiteHref(website: string | null | undefined): string | null {
  const trimmed = website?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
