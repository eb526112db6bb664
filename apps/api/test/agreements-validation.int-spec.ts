import {
  AGREEMENT_MESSAGES,
  ESIGN_MESSAGES,
  MESSAGES,
  NDA_MESSAGES,
  type AgreementClientData,
} from '@consult/domain';
import { buildAgreementRequest, buildClientData, postAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { agreementsSuite, corporate } from './support/agreements-suite';

const { t, rows, readyClient, expectRefused } = agreementsSuite();

describe('POST /api/consulting-agreement: signing', () => {
  it.each([
    ['an empty service list', { services: [] }, AGREEMENT_MESSAGES.noService],
    ['no service list', { services: undefined }, AGREEMENT_MESSAGES.noService],
    ['no client data', { clientData: undefined }, AGREEMENT_MESSAGES.clientInformation],
    ['client data as text', { clientData: 'Acme' }, AGREEMENT_MESSAGES.clientInformation],
    ['a service list as text', { services: 'Corporate Advisory' }, AGREEMENT_MESSAGES.noService],
    [
      'a service as text',
      { services: ['Corporate Advisory'] },
      'Each service must be an object with a name, sub-services, a payment type and a fee',
    ],
  ])('answers 400 for %s', async (_label, change, message) => {
    const body: Record<string, unknown> = { ...buildAgreementRequest(), ...change };
    for (const key of Object.keys(change)) {
      if ((change as Record<string, unknown>)[key] === undefined) delete body[key];
    }
    await expectRefused(body, message);
  });

  it.each<keyof AgreementClientData>([
    'companyName',
    'signerName',
    'signerTitle',
    'companyStreet',
    'companyCity',
    'companyState',
    'companyZip',
    'companyPhone',
  ])('answers "Please fill in all client information fields" without %s', async (field) => {
    const missing: Record<string, unknown> = { ...buildClientData() };
    delete missing[field];
    for (const clientData of [missing, { ...buildClientData(), [field]: '   ' }]) {
      await expectRefused(
        { ...buildAgreementRequest(), clientData },
        AGREEMENT_MESSAGES.clientInformation,
      );
    }
  });

  it.each([
    [
      'an unknown service',
      { name: 'Tax Planning' },
      AGREEMENT_MESSAGES.unknownService('Tax Planning'),
    ],
    [
      'a sub-service of another service',
      { subServices: ['Cloud Migration'] },
      AGREEMENT_MESSAGES.unknownSubService('Corporate Advisory', 'Cloud Migration'),
    ],
    [
      'a service without sub-services',
      { subServices: [] },
      AGREEMENT_MESSAGES.noSubService('Corporate Advisory'),
    ],
    [
      'success-based where it is not offered',
      { paymentType: 'success', fee: 5500, downPayment: 1375 },
      AGREEMENT_MESSAGES.successNotOffered('Corporate Advisory'),
    ],
    ['an unknown payment type', { paymentType: 'weekly' }, AGREEMENT_MESSAGES.paymentType],
    ['the annual payment type', { paymentType: 'annual' }, AGREEMENT_MESSAGES.paymentType],
    ['a fee as text', { fee: '5500' }, AGREEMENT_MESSAGES.feeDigits],
    ['a negative fee', { fee: -1 }, AGREEMENT_MESSAGES.feeDigits],
    ['a fractional fee', { fee: 5500.5 }, AGREEMENT_MESSAGES.feeDigits],
    ['no fee', { fee: undefined }, AGREEMENT_MESSAGES.feeDigits],
    ['a fee above the limit', { fee: 10_000_001 }, AGREEMENT_MESSAGES.feeTooLarge],
    ['hourly without hours', { paymentType: 'hourly', fee: 500 }, AGREEMENT_MESSAGES.hours],
    ['fractional hours', { paymentType: 'hourly', fee: 500, hours: 1.5 }, AGREEMENT_MESSAGES.hours],
    ['negative hours', { paymentType: 'hourly', fee: 500, hours: -1 }, AGREEMENT_MESSAGES.hours],
    ['hours as text', { paymentType: 'hourly', fee: 500, hours: '2' }, AGREEMENT_MESSAGES.hours],
    [
      'too many hours',
      { paymentType: 'hourly', fee: 500, hours: 10_001 },
      AGREEMENT_MESSAGES.hoursTooLarge,
    ],
    ['monthly without months', { paymentType: 'monthly', fee: 5000 }, AGREEMENT_MESSAGES.months],
    [
      'fractional months',
      { paymentType: 'monthly', fee: 5000, months: 2.5 },
      AGREEMENT_MESSAGES.months,
    ],
    [
      'too many months',
      { paymentType: 'monthly', fee: 5000, months: 121 },
      AGREEMENT_MESSAGES.monthsTooLarge,
    ],
  ])('answers 400 for %s', async (_label, change, message) => {
    const service: Record<string, unknown> = corporate(change);
    for (const [key, value] of Object.entries(service))
      if (value === undefined) delete service[key];
    await expectRefused({ ...buildAgreementRequest(), services: [service] }, message);
  });

  it.each([
    ['no down payment', { downPayment: undefined }],
    ['a down payment as text', { downPayment: '2500' }],
    ['a negative down payment', { downPayment: -5 }],
    ['a fractional down payment', { downPayment: 2500.25 }],
  ])('answers 400 for a success-based service with %s', async (_label, change) => {
    const service: Record<string, unknown> = {
      name: 'Capital Markets Advisory',
      subServices: ['Capital Raising'],
      paymentType: 'success',
      fee: 10000,
      ...change,
    };
    for (const [key, value] of Object.entries(service))
      if (value === undefined) delete service[key];
    await expectRefused(
      { ...buildAgreementRequest(), services: [service] },
      AGREEMENT_MESSAGES.downPaymentDigits,
    );
  });

  it('answers 400 for a service listed twice or a sub-service listed twice', async () => {
    await expectRefused(
      { ...buildAgreementRequest(), services: [corporate({}), corporate({})] },
      AGREEMENT_MESSAGES.duplicateService('Corporate Advisory'),
    );
    await expectRefused(
      {
        ...buildAgreementRequest(),
        services: [corporate({ subServices: ['Due Diligence', 'Due Diligence'] })],
      },
      'Corporate Advisory lists a sub-service more than once',
    );
  });

  it('refuses fields it does not know (the evidence and the status are the server’s own)', async () => {
    for (const field of ['documentHash', 'userId', 'status', 'version']) {
      await expectRefused(
        { ...buildAgreementRequest(), [field]: 'x' },
        MESSAGES.unknownField(field),
      );
    }
  });

  it('refuses a client value with a line break', async () => {
    await expectRefused(
      buildAgreementRequest({
        clientData: buildClientData({ companyName: 'Acme\nSignature: /s/ Someone Else' }),
      }),
      NDA_MESSAGES.singleLine('Company name'),
    );
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['"true" as text', 'true'],
  ])('needs "I agree to sign electronically" (%s)', async (_label, value) => {
    const body: Record<string, unknown> = { ...buildAgreementRequest() };
    if (value === undefined) delete body['agreeToSignElectronically'];
    else body['agreeToSignElectronically'] = value;
    await expectRefused(body, ESIGN_MESSAGES.agreeRequired);
  });

  it('needs the electronic records disclosure accepted first', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const response = await postAgreement(t, cookie, buildAgreementRequest());
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(ESIGN_MESSAGES.consentRequired);
    expect(await rows().countBy({ userId: user.id })).toBe(0);
  });

  it('needs the typed signature to be the signer’s name (case and spacing aside)', async () => {
    await expectRefused(
      buildAgreementRequest({ signature: 'Charles Babbage' }),
      AGREEMENT_MESSAGES.signatureMismatch,
    );
    await expectRefused(
      { ...buildAgreementRequest(), signature: undefined },
      AGREEMENT_MESSAGES.signatureMismatch,
    );
    const { cookie } = await readyClient();
    const loose = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({ signature: '  ada   LOVELACE ' }),
    );
    expect(loose.status).toBe(201);
    expect(loose.body.typedSignature).toBe('ada   LOVELACE');
  });

  it('dates the agreement the day it is signed', async () => {
    await expectRefused(
      buildAgreementRequest({ clientData: buildClientData({ date: '2020-01-01' }) }),
      AGREEMENT_MESSAGES.dateNotToday,
    );
    await expectRefused(
      buildAgreementRequest({ clientData: buildClientData({ date: '2025-02-30' }) }),
      AGREEMENT_MESSAGES.dateInvalid,
    );
    const undated: Record<string, unknown> = { ...buildClientData() };
    delete undated['date'];
    await expectRefused(
      { ...buildAgreementRequest(), clientData: undated },
      AGREEMENT_MESSAGES.dateInvalid,
    );
  });
});
