import {
  ADMIN_MESSAGES,
  AGREEMENT_MESSAGES,
  AMENDMENT_MESSAGES,
  type Agreement,
  type AmendAgreementRequest,
  type AgreementSummary,
  type BusinessProfile,
} from '@consult/domain';
import { adminGet, adminPost, attachedPdf } from './support/admin';
import {
  buildAgreementRequest,
  buildClientData,
  postAgreement,
  signAgreement,
} from './support/agreements';
import { download, squash } from './support/ndas';
import { eventually } from './support/mail-outbox';
import { adminDocumentsSuite, expectPdfOf } from './support/admin-documents';

const { t, auditRows, mailsTo, waitForMailTo, scenario } = adminDocumentsSuite();

describe('POST /api/admin/consulting-agreement/{id}/amend', () => {
  /** The firm's new terms: Corporate Advisory at $7,000 instead of the four services. */
  const amendment = (): AmendAgreementRequest => ({
    clientData: buildClientData({ signerTitle: 'Chair' }),
    services: [
      {
        name: 'Corporate Advisory',
        subServices: ['Due Diligence'],
        paymentType: 'project',
        fee: 7000,
      },
    ],
  });

  it('writes a proposal the client then signs as proposed; the version signed before stays in force until then', async () => {
    const { admin, client, agreement } = await scenario();

    const response = await adminPost(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/amend`,
      admin.cookie,
      amendment(),
    );
    expect(response.status).toBe(201);
    const amended = response.body as Agreement;
    expect(amended).toMatchObject({
      version: 2,
      previousVersionId: agreement.id,
      supersededById: null,
      status: 'pending',
      amendedByFirm: true,
      signerTitle: 'Chair',
      typedSignature: '',
      totals: { grandTotalCents: 700_000 },
      proposedAt: expect.any(String),
      // A proposal is unsigned: nothing about it may say it was signed.
      signature: null,
    });
    expect(amended.document.signatures.find((block) => block.role === 'Client')?.signature).toBe(
      null,
    );

    // The client's list shows the version in force, with the proposal awaiting their signature.
    const list = (await adminGet(t, '/api/consulting-agreements', client.cookie))
      .body as AgreementSummary[];
    expect(list.map((item) => [item.id, item.status, item.pendingAmendment?.id])).toEqual([
      [agreement.id, 'active', amended.id],
    ]);
    const profile = (await adminGet(t, '/api/profile', client.cookie)).body as BusinessProfile;
    expect(profile.hasSignedAgreement).toBe(true);

    // Its PDF shows the client's signature as awaited and certifies no signature.
    const pdf = await download(
      t,
      `/api/admin/consulting-agreement/${amended.id}/download`,
      admin.cookie,
    );
    const text = await expectPdfOf(pdf.body as Buffer, amended.document, `${amended.reference}`);
    expect(text).toContain(squash('Awaiting electronic signature'));
    expect(text).toContain(squash('$7,000'));
    expect(text).not.toContain('signaturecertificate');

    // The client signs the proposal as proposed: that version itself comes into force.
    const signed = await postAgreement(
      t,
      client.cookie,
      buildAgreementRequest({ ...amendment(), agreementId: amended.id }),
    );
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      id: amended.id,
      version: 2,
      status: 'active',
      amendedByFirm: true,
      typedSignature: 'Ada Lovelace',
      totals: { grandTotalCents: 700_000 },
      signature: { ipAddress: expect.any(String) },
    });
    const after = (await adminGet(t, '/api/consulting-agreements', client.cookie))
      .body as AgreementSummary[];
    expect(after.map((item) => [item.id, item.status])).toEqual([[amended.id, 'active']]);
    expect(
      (await adminGet(t, `/api/consulting-agreement/${agreement.id}`, client.cookie)).body,
    ).toMatchObject({ status: 'superseded', supersededById: amended.id });

    // Every version stays readable, for the admin too.
    for (const id of [agreement.id, amended.id]) {
      expect(
        (await adminGet(t, `/api/admin/consulting-agreement/${id}`, admin.cookie)).status,
      ).toBe(200);
    }

    expect(
      await auditRows().findBy({ actorUserId: admin.user.id, action: 'agreement.amend' }),
    ).toEqual([
      expect.objectContaining({
        targetKind: 'agreement',
        targetId: amended.id,
        targetUserId: client.user.id,
        detail: {
          previousVersionId: agreement.id,
          version: 2,
          grandTotalCents: 700_000,
          documentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      }),
    ]);
  });

  it('shares a proposal only to an address the admin gives, saying it awaits the client’s signature', async () => {
    const { admin, client, agreement } = await scenario();
    const proposal = (
      await adminPost(
        t,
        `/api/admin/consulting-agreement/${agreement.id}/amend`,
        admin.cookie,
        amendment(),
      )
    ).body as Agreement;
    const share = `/api/admin/consulting-agreement/${proposal.id}/share`;
    const sharesBefore = await auditRows().countBy({
      actorUserId: admin.user.id,
      action: 'document.share',
    });

    // No recipient: 400 under the field, nothing sent, nothing recorded.
    for (const body of [{}, { to: '' }, { to: '   ' }, undefined]) {
      const refused = await adminPost(t, share, admin.cookie, body);
      expect({ status: refused.status, body: refused.body }).toMatchObject({
        status: 400,
        body: {
          message: ADMIN_MESSAGES.recipientRequired,
          fields: { to: ADMIN_MESSAGES.recipientRequired },
        },
      });
    }
    expect(
      await auditRows().countBy({ actorUserId: admin.user.id, action: 'document.share' }),
    ).toBe(sharesBefore);

    // To counsel: the e-mail says what the PDF is, a proposal not yet signed.
    const counsel = `counsel.${client.user.id}@lawfirm.example`;
    const sent = await adminPost(t, share, admin.cookie, { to: counsel });
    expect(sent.status).toBe(200);
    expect(sent.body.sentTo).toBe(counsel);
    const [mail] = await waitForMailTo(counsel);
    const awaiting = "awaits the client's signature";
    expect(mail.parsed.subject).toBe(
      `Consulting Services Agreement ${proposal.reference} (version 2) (awaiting the client's signature): Analytical Engines Ltd`,
    );
    expect(squash(mail.parsed.text ?? '')).toContain(
      squash(
        `This is a proposed amendment that ${awaiting}: it is not signed and not in force until the client signs it.`,
      ),
    );
    expect(mail.parsed.text).not.toContain('effective');
    expect(mail.parsed.html).toContain('awaits the client&#39;s signature');
    const text = await expectPdfOf(
      attachedPdf(mail).content,
      proposal.document,
      proposal.reference,
    );
    expect(text).toContain(squash('Awaiting electronic signature'));

    // The client's own address, typed by the admin, is a recipient like any other.
    const toClient = await adminPost(t, share, admin.cookie, { to: client.input.email });
    expect(toClient.status).toBe(200);
    await eventually(
      async () =>
        mailsTo(client.input.email).some((message) =>
          message.parsed.subject?.includes("(awaiting the client's signature)"),
        ),
      'the proposal’s share to the client',
    );

    // The version in force still goes to the client by default, and says nothing of a signature awaited.
    const signed = await adminPost(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/share`,
      admin.cookie,
      {},
    );
    expect(signed.status).toBe(200);
    const inForce = await eventually(
      async () =>
        mailsTo(client.input.email).find(
          (message) =>
            message.parsed.subject ===
            `Consulting Services Agreement ${agreement.reference}: Analytical Engines Ltd`,
        ),
      'the share of the version in force',
    );
    expect(inForce.parsed.text).toContain('effective');
    expect(inForce.parsed.text).not.toContain(awaiting);
  }, 120_000);

  it('shows the version in force in the admin detail, with the proposal beside it', async () => {
    const { admin, client, agreement } = await scenario();
    const proposal = (
      await adminPost(
        t,
        `/api/admin/consulting-agreement/${agreement.id}/amend`,
        admin.cookie,
        amendment(),
      ).expect(201)
    ).body as Agreement;
    const detail = (await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie)).body;
    expect(detail).toMatchObject({
      hasSignedAgreement: true,
      agreements: [
        {
          id: agreement.id,
          version: 1,
          status: 'active',
          amount: 102_500,
          proposal: { id: proposal.id, version: 2, totals: { grandTotalCents: 700_000 } },
        },
      ],
    });
  });

  it('amends only the version in force of an undeleted agreement, one proposal at a time', async () => {
    const { admin, client, agreement } = await scenario();
    const second = await signAgreement(t, client.cookie, { agreementId: agreement.id });
    const path = (id: number) => `/api/admin/consulting-agreement/${id}/amend`;

    const superseded = await adminPost(t, path(agreement.id), admin.cookie, amendment());
    expect({ status: superseded.status, message: superseded.body.message }).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notInForce,
    });
    expect((await adminPost(t, path(999999), admin.cookie, amendment())).status).toBe(404);
    const pending = (await adminPost(t, path(second.id), admin.cookie, amendment()))
      .body as Agreement;
    expect(pending).toMatchObject({ version: 3, status: 'pending', previousVersionId: second.id });
    // A proposal is not amended, and a second one waits until the first is withdrawn.
    expect((await adminPost(t, path(pending.id), admin.cookie, amendment())).body.message).toBe(
      AMENDMENT_MESSAGES.notInForce,
    );
    expect((await adminPost(t, path(second.id), admin.cookie, amendment())).body.message).toBe(
      AMENDMENT_MESSAGES.proposalExists,
    );
  });

  it.each([
    ['a signature', { signature: 'Ada Lovelace' }, 'Unknown field: signature'],
    ['a consent', { agreeToSignElectronically: true }, 'Unknown field: agreeToSignElectronically'],
    ['no service', { services: [] }, AGREEMENT_MESSAGES.noService],
    [
      'a blank company name',
      { clientData: buildClientData({ companyName: '' }) },
      AGREEMENT_MESSAGES.clientInformation,
    ],
    [
      'a date in the past',
      { clientData: buildClientData({ date: '2001-01-01' }) },
      ADMIN_MESSAGES.amendmentDate,
    ],
    [
      'a service without sub-services',
      {
        services: [
          { name: 'Marketing & Branding', subServices: [], paymentType: 'project', fee: 1 },
        ],
      },
      AGREEMENT_MESSAGES.noSubService('Marketing & Branding'),
    ],
    ['a total', { total: 1 }, 'Unknown field: total'],
  ])('refuses %s with 400 and writes nothing', async (_case, change, message) => {
    const { admin, client, agreement } = await scenario();
    const response = await adminPost(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/amend`,
      admin.cookie,
      { ...amendment(), ...change },
    );
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message,
    });
    const list = (await adminGet(t, '/api/consulting-agreements', client.cookie))
      .body as AgreementSummary[];
    expect(list.map((item) => [item.id, item.status])).toEqual([[agreement.id, 'active']]);
  });
});
