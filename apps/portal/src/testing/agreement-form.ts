import { screen, within } from '@testing-library/react';
import type { EsignConsentStatus } from '@consult/domain';
import { mockApi, type MockRoute } from '@consult/ui/testing';
import { buildAgreement } from './agreement-factories';
import { buildClient, buildProfile } from './factories';
import { renderPortal } from './render-portal';

/* What AgreementForm*.spec.tsx share: the form's API, and how a client fills the form in. */

const ACCEPTED: EsignConsentStatus = {
  accepted: true,
  version: '2025-01',
  acceptedAt: '2025-03-01T09:00:00.000Z',
};

export function formApi({
  consent = ACCEPTED,
  sign = { status: 201, body: buildAgreement({ id: 9 }) },
  agreements = { body: [] },
}: { consent?: EsignConsentStatus; sign?: MockRoute; agreements?: MockRoute } = {}) {
  let status = consent;
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': { body: buildProfile({ title: 'Chief Operating Officer' }) },
    'GET /api/consulting-agreements': agreements,
    'GET /api/esign-consent': () => ({ body: status }),
    'POST /api/esign-consent': () => {
      status = { ...ACCEPTED, acceptedAt: '2025-03-05T10:00:00.000Z' };
      return { status: 201, body: status };
    },
    'POST /api/consulting-agreement': sign,
  });
}

type User = ReturnType<typeof renderPortal>['user'];

export async function openForm() {
  const view = renderPortal('/consulting-agreement');
  await screen.findByRole('form', { name: 'New consulting agreement' });
  return view;
}

export const service = (name: string) => screen.getByRole('group', { name });
const summary = () => screen.getByRole('region', { name: '3. Payment summary' });
export const totalRow = (name: string | RegExp) => within(summary()).getByRole('row', { name });

export async function tick(user: User, serviceName: string, subServices: string[]) {
  await user.click(within(service(serviceName)).getByRole('checkbox', { name: serviceName }));
  for (const sub of subServices) {
    await user.click(within(service(serviceName)).getByRole('checkbox', { name: sub }));
  }
}

/** Pastes into a field (one change, where typing would re-render the form at each key). */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

export async function fillAddress(user: User) {
  await enter(user, /^Street address/, '48 Wharf Road');
  await enter(user, /^City/, 'Portland');
  await enter(user, /^State/, 'ME');
  await enter(user, /^ZIP code/, '04101');
  await enter(user, /^Phone/, '207-555-0142');
}

export async function sign(user: User, name = 'Ada Lindqvist') {
  await enter(user, /^Type your full name to sign/, name);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
}

export const accept = () => screen.getByRole('button', { name: 'Accept Agreement' });
