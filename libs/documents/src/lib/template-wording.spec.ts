import { createHash } from 'node:crypto';
import type { AgreementServiceSelection, FirmDetails } from '@consult/domain';
import {
  CONSULTING_AGREEMENT_TEMPLATE_VERSION,
  consultingAgreementDocument,
} from './agreement/consulting-agreement';
import { canonicalText } from './canonical-text';
import { buildMutualNda, MUTUAL_NDA_TEMPLATE_VERSION } from './nda/mutual-nda';

/**
 * A signed model is stored with its template version, and the version names its wording. This pins
 * the canonical text of each template version for one fixed input (its own firm and services, so
 * neither the firm's configuration nor the shared fixtures move it). A change of wording, of layout
 * or of the shared frame fails here: bump the template's version and pin the new text, or undo the
 * change. A refactor passes only if both documents read exactly as before.
 */
const firm: FirmDetails = {
  name: 'Harbour Light Advisers',
  tagline: 'Steady counsel',
  founderName: 'Grace Hopper',
  founderTitle: 'Managing Partner',
  email: 'office@harbour-light.example',
  phone: '+1 (555) 010-0100',
  website: 'https://harbour-light.example',
  socialUrl: 'https://social.example/harbour-light',
  address: '1 Lantern Quay, Boston, MA 02110',
};
const client = {
  companyName: 'Lindqvist Logistics Inc.',
  companyCity: 'Portland',
  companyState: 'ME',
  companyZip: '04101',
};
const signer = { name: 'Ada Lindqvist', title: 'Chief Operating Officer' };
const services: AgreementServiceSelection[] = [
  {
    name: 'Strategy',
    subServices: ['Strategic Analysis'],
    paymentType: 'hourly',
    fee: 500,
    hours: 10,
  },
  { name: 'Digital', subServices: ['Web', 'Data'], paymentType: 'monthly', fee: 5000, months: 6 },
  { name: 'Marketing', subServices: ['Brand'], paymentType: 'project', fee: 15000 },
  {
    name: 'Capital',
    subServices: ['Capital Raising', 'Debt Financing'],
    paymentType: 'success',
    fee: 10000,
    downPayment: 2500,
  },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('template wording', () => {
  it(`reads as pinned for ${MUTUAL_NDA_TEMPLATE_VERSION}`, () => {
    const model = buildMutualNda({
      firm,
      client: { ...client, companyAddress: '48 Wharf Road' },
      signer,
      agreementDate: '2025-03-05',
      signature: 'Ada Lindqvist',
    });
    expect({ [model.templateVersion]: sha256(canonicalText(model)) }).toEqual({
      'mutual-nda/2025-01': 'ff7dff1beeb463c0a58f515f10421c70c3249e613bf9bb0b1280c03cc554c0c4',
    });
  });

  it(`reads as pinned for ${CONSULTING_AGREEMENT_TEMPLATE_VERSION}, first version and amended`, () => {
    const input = {
      firm,
      client: { ...client, companyStreet: '48 Wharf Road', companyPhone: '+1 207 555 0142' },
      signer,
      agreementDate: '2025-03-05',
      services,
      signature: 'Ada Lindqvist',
    };
    const first = consultingAgreementDocument(input);
    const amended = consultingAgreementDocument({ ...input, version: 2, reference: 'CA-000042' });
    expect({
      [first.templateVersion]: [sha256(canonicalText(first)), sha256(canonicalText(amended))],
    }).toEqual({
      'consulting-agreement/2026-11': [
        '87344da9a3669b266a4f3f43e055fa6ca1ffd66854f34443efe51ff9069875b9',
        '3757e03422cfc25d51e2dda507fbd516205009433ddbc0d2bdb3b62192f7cb93',
      ],
    });
  });
});
