import type { BusinessProfile, PaymentMethodSummary, User } from '@consult/domain';
import { buildUser } from '@consult/ui/testing';

/** The client of the portal specs: Ada Lindqvist, signed in as ada.lindqvist. */
export function buildClient(overrides: Partial<User> = {}): User {
  return buildUser({
    username: 'ada.lindqvist',
    firstName: 'Ada',
    lastName: 'Lindqvist',
    email: 'ada@lindqvist-logistics.example',
    ...overrides,
  });
}

/** A complete profile without a signed agreement. */
export function buildProfile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  return {
    firstName: 'Ada',
    lastName: 'Lindqvist',
    companyName: 'Lindqvist Logistics',
    title: 'Chief Operating Officer',
    sector: 'transportation',
    website: 'lindqvist-logistics.example',
    bio: 'Regional freight and warehousing operator serving New England.',
    successStory: 'Cut delivery times by a third in one year.',
    rating: 4,
    hasSignedAgreement: false,
    ...overrides,
  };
}

export function buildPaymentMethod(
  overrides: Partial<PaymentMethodSummary> = {},
): PaymentMethodSummary {
  return {
    id: 1,
    consultingAgreementId: 3,
    paymentType: 'pay by credit card',
    isMonthly: true,
    amount: 1250,
    companyName: 'Lindqvist Logistics',
    last4: '4242',
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}
