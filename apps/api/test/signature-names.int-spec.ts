import { DataSource } from 'typeorm';
import {
  AGREEMENT_MESSAGES,
  NDA_MESSAGES,
  type Agreement,
  type Nda as NdaBody,
} from '@consult/domain';
import { ConsultingAgreement } from '../src/agreements/agreement.entity';
import { Nda } from '../src/nda/nda.entity';
import { buildAgreementRequest, buildClientData, postAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { acceptDisclosure, buildNdaRequest, postNda } from './support/ndas';
import { startApp, type TestApp } from './support/test-app';

/**
 * Issue 18 item 10: a typed signature is compared with the signer's name as people mean it (one rule,
 * `sameName` in libs/domain), and the evidence keeps exactly what was typed.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const dataSource = () => t.app.get(DataSource);

/** The profile's name, emoji and all, as the forms take it for the signer. */
const PROFILE_NAME = { firstName: 'Zoë', lastName: 'Müller-Ñúñez 😀' };
const SIGNER = 'Zoë Müller-Ñúñez 😀';
const TYPED = 'zoë MÜLLER-Ñúñez';

async function signedInClient() {
  const { cookie, user } = await createSignedInUser(t, PROFILE_NAME);
  expect(`${user.firstName} ${user.lastName}`).toBe(SIGNER);
  await acceptDisclosure(t, cookie);
  return cookie;
}

describe('typed signatures against a signer name with emoji and accents', () => {
  it('signs an NDA with the name typed without the emoji, and keeps the typed text exactly', async () => {
    const cookie = await signedInClient();
    const response = await postNda(
      t,
      cookie,
      buildNdaRequest({ signerName: SIGNER, signature: TYPED }),
    );
    expect(response.status).toBe(201);
    const nda = response.body as NdaBody;
    expect(nda.signerName).toBe(SIGNER);
    expect(nda.typedSignature).toBe(TYPED);

    const row = await dataSource().getRepository(Nda).findOneByOrFail({ id: nda.id });
    expect(row.evidence.typedSignature).toBe(TYPED);
    expect(row.documentText).toContain(`Signature: /s/ ${TYPED}`);
  });

  it('signs an agreement with the name typed without the emoji, and keeps the typed text exactly', async () => {
    const cookie = await signedInClient();
    const response = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({
        clientData: buildClientData({ signerName: SIGNER }),
        signature: TYPED,
      }),
    );
    expect(response.status).toBe(201);
    const agreement = response.body as Agreement;
    expect(agreement.typedSignature).toBe(TYPED);

    const row = await dataSource()
      .getRepository(ConsultingAgreement)
      .findOneByOrFail({ id: agreement.id });
    expect(row.evidence.typedSignature).toBe(TYPED);
    expect(row.documentText).toContain(`Signature: /s/ ${TYPED}`);
  });

  it('still refuses a genuinely different name', async () => {
    const cookie = await signedInClient();
    for (const signature of ['Zoe Muller-Nunez', 'Zoë Müller', 'Zoë Schmidt-Ñúñez']) {
      const nda = await postNda(t, cookie, buildNdaRequest({ signerName: SIGNER, signature }));
      expect(nda.status).toBe(400);
      expect(nda.body.message).toBe(NDA_MESSAGES.signatureMismatch);

      const agreement = await postAgreement(
        t,
        cookie,
        buildAgreementRequest({ clientData: buildClientData({ signerName: SIGNER }), signature }),
      );
      expect(agreement.status).toBe(400);
      expect(agreement.body.message).toBe(AGREEMENT_MESSAGES.signatureMismatch);
    }
  });
});
