import { DataSource } from 'typeorm';
import { ESIGN_DISCLOSURE_VERSION } from '@consult/documents';
import { DEFAULT_FIRM, formatCents, type Agreement, type AgreementSummary } from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { ConsultingAgreement } from '../src/agreements/agreement.entity';
import { AgreementsService, LIST_ROWS } from '../src/agreements/agreements.service';
import { PreparedSelect } from '../src/database/prepared-select';
import { SessionLookup } from '../src/sessions/session-lookup';
import { buildAgreementRequest, buildClientData, signAgreement } from './support/agreements';
import { download, pdfPages, squash, TEST_USER_AGENT } from './support/ndas';
import { requestStatementsDuring } from './support/request-statements';
import { sessionRepository } from './support/sessions';
import { ORIGIN } from './support/test-app';
import { agreementsSuite } from './support/agreements-suite';

const { t, rows, get, remove, readyClient } = agreementsSuite();

describe('the list’s prepared query (issue 19)', () => {
  it('gives exactly the entities TypeORM’s own query gives, for each value it is run with', async () => {
    const clients = [await readyClient(), await readyClient(), await readyClient()];
    const first = await signAgreement(t, clients[0].cookie);
    await signAgreement(t, clients[0].cookie, { agreementId: first.id });
    await signAgreement(t, clients[1].cookie);
    // Every column, the embedded evidence, JSON and transformed columns, nulls and dates.
    const query = (userId: unknown) =>
      rows()
        .createQueryBuilder('agreement')
        .setFindOptions({ where: { userId: userId as number }, order: { id: 'ASC' } });
    const prepared = new PreparedSelect((value) => query(value(0)));

    for (const { user } of clients) {
      const expected = await query(user.id).getMany();
      const found = await prepared.getMany(user.id);
      expect(found).toEqual(expected);
      expect(found.every((row) => row instanceof ConsultingAgreement)).toBe(true);
      // The same, read as the rows' values and made entities afterwards, as the list does.
      const fromValues = prepared.entitiesOfValues(await prepared.getValues(user.id));
      expect(fromValues).toEqual(expected);
      expect(fromValues.every((row) => row instanceof ConsultingAgreement)).toBe(true);
    }
    expect((await prepared.getMany(clients[0].user.id)).map((row) => row.version)).toEqual([1, 2]);
    expect(await prepared.getMany(clients[2].user.id)).toEqual([]);
    // Only values every driver takes as they are.
    await expect(prepared.getMany(new Date() as never)).rejects.toThrow(TypeError);
  });
});

describe('the list read with the session (issue 19)', () => {
  it('reads the session, its account and the list in one statement', async () => {
    const { cookie } = await readyClient();
    const first = await signAgreement(t, cookie);
    const second = await signAgreement(t, cookie);
    const statements = await requestStatementsDuring(t, async () => {
      const response = await get('/api/consulting-agreements', cookie);
      expect(response.status).toBe(200);
      expect((response.body as AgreementSummary[]).map((item) => item.id)).toEqual([
        second.id,
        first.id,
      ]);
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^SELECT /);
    // A read of another route does not carry the list.
    const other = await requestStatementsDuring(t, () => get('/api/user', cookie));
    expect(other).toHaveLength(1);
    expect(other[0]).not.toContain(t.get(DataSource).getMetadata(ConsultingAgreement).tableName);
  });

  it('reads exactly the rows, columns and order of the list read alone, for every client', async () => {
    const clients = [await readyClient(), await readyClient(), await readyClient()];
    // Versions in force, a superseded one, a proposal awaiting the client, a deleted one, and a
    // client with none: each condition of the list, and other clients' rows beside.
    const first = await signAgreement(t, clients[0].cookie);
    await signAgreement(t, clients[0].cookie, { agreementId: first.id });
    const deleted = await signAgreement(t, clients[0].cookie);
    await rows().update({ id: deleted.id }, { deletedAt: new Date() });
    await signAgreement(t, clients[1].cookie);
    const proposal = await signAgreement(t, clients[1].cookie);
    await rows().update({ id: proposal.id }, { status: 'pending', supersededById: null });
    await signAgreement(t, clients[0].cookie);
    // Rows made in the same millisecond: their order falls to the id, in SQL as in SessionRows.
    await rows().update(
      { userId: clients[0].user.id },
      { createdAt: new Date('2026-01-02T03:04:05.678Z') },
    );

    const dataSource = t.get(DataSource);
    const lookup = new SessionLookup(dataSource);
    const alone = new PreparedSelect((value) =>
      rows()
        .createQueryBuilder(LIST_ROWS.query.alias)
        .setFindOptions(LIST_ROWS.findOptions(value(0))),
    );
    const names = LIST_ROWS.names(dataSource);
    for (const { user } of clients) {
      const session = await sessionRepository(t).findOneByOrFail({ userId: user.id });
      const found = await lookup.find(session.id, LIST_ROWS);
      expect(found?.user?.id).toBe(user.id);
      const read = await alone.getValues(user.id);
      expect(found?.rows).toEqual(read);
      // Named as TypeORM names them, so its transformer makes the same entities of them.
      const expected = await rows().find(LIST_ROWS.findOptions(user.id));
      expect(alone.entitiesOfValues(found?.rows ?? [], names)).toEqual(expected);
      expect(alone.entitiesOfValues(read)).toEqual(expected);
    }
    const [withList, withProposal, without] = await Promise.all(
      clients.map(async ({ user }) => {
        const session = await sessionRepository(t).findOneByOrFail({ userId: user.id });
        return (await lookup.find(session.id, LIST_ROWS))?.rows ?? [];
      }),
    );
    expect(withList).toHaveLength(2);
    expect(withProposal).toHaveLength(2);
    expect(without).toEqual([]);
    // The session itself is read as without the rows.
    const session = await sessionRepository(t).findOneByOrFail({ userId: clients[0].user.id });
    const plain = await lookup.find(session.id);
    const { rows: listed, ...joined } = (await lookup.find(session.id, LIST_ROWS)) ?? {};
    expect(joined).toEqual(plain);
    expect(listed).toHaveLength(2);
    expect(await lookup.find('no such session', LIST_ROWS)).toBeNull();
  });

  it('answers each client their own list when lists and other reads of many clients interleave', async () => {
    const clients = [await readyClient(), await readyClient(), await readyClient()];
    const signed = new Map<number, number[]>();
    for (const [index, client] of clients.entries()) {
      const ids: number[] = [];
      for (let i = 0; i <= index; i++) ids.unshift((await signAgreement(t, client.cookie)).id);
      signed.set(client.user.id, ids);
    }
    const requests = Array.from({ length: 36 }, (_, i) => {
      const client = clients[i % clients.length];
      const path = i % 2 === 0 ? '/api/consulting-agreements' : '/api/user';
      return get(path, client.cookie).then((response) => ({ client, path, response }));
    });
    for (const { client, path, response } of await Promise.all(requests)) {
      expect(response.status).toBe(200);
      if (path === '/api/user') expect(response.body).toMatchObject({ id: client.user.id });
      else {
        expect((response.body as AgreementSummary[]).map((item) => item.id)).toEqual(
          signed.get(client.user.id),
        );
      }
    }
  });
});

describe('the list’s answer, kept while its rows stay the same (issue 19)', () => {
  it('answers the rows just read, whatever changed them beside this instance', async () => {
    const { cookie } = await readyClient();
    const first = await signAgreement(t, cookie);
    const second = await signAgreement(t, cookie);
    const list = async () => {
      const response = await get('/api/consulting-agreements', cookie);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.body as AgreementSummary[];
    };
    // The answer is built once while the rows stay the same, and again when they change.
    const builds = jest.spyOn(
      AgreementsService.prototype as unknown as { summariesOf: () => unknown },
      'summariesOf',
    );
    const before = await list();
    expect(await list()).toEqual(before);
    expect(builds).toHaveBeenCalledTimes(1);

    // As the console or another instance would: straight in the database, not through this API.
    await rows().update({ id: first.id }, { companyName: 'Renamed Beside Co' });
    expect((await list()).find((item) => item.id === first.id)?.companyName).toBe(
      'Renamed Beside Co',
    );
    await rows().update({ id: second.id }, { deletedAt: new Date() });
    expect((await list()).map((item) => item.id)).toEqual([first.id]);
    await rows().update({ id: second.id }, { deletedAt: null });
    expect((await list()).map((item) => item.id)).toEqual(before.map((item) => item.id));
    expect(builds).toHaveBeenCalledTimes(4);
    builds.mockRestore();
  });
});

describe('listing, reading and deleting agreements', () => {
  it('lists the client’s own agreements, newest first, without the document', async () => {
    const { cookie } = await readyClient();
    const other = await readyClient();
    const first = await signAgreement(t, cookie, {
      clientData: buildClientData({ companyName: 'First Co' }),
    });
    const second = await signAgreement(t, cookie, {
      clientData: buildClientData({ companyName: 'Second Co' }),
      services: allPaymentTypes(),
    });
    await signAgreement(t, other.cookie);

    const response = await get('/api/consulting-agreements', cookie);
    expect(response.status).toBe(200);
    const list = response.body as AgreementSummary[];
    expect(list.map((item) => item.id)).toEqual([second.id, first.id]);
    const summary: Partial<Agreement> = { ...second };
    delete summary.document;
    delete summary.consent;
    delete summary.history;
    expect(list[0]).toEqual(summary);
    expect(list[0]).not.toHaveProperty('document');
  });

  it('answers one agreement with its document as signed', async () => {
    const { cookie } = await readyClient();
    const signed = await signAgreement(t, cookie);
    const response = await get(`/api/consulting-agreement/${signed.id}`, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(signed);
  });

  it('soft-deletes: gone from every list and view, kept in the database', async () => {
    const { cookie } = await readyClient();
    const kept = await signAgreement(t, cookie);
    const gone = await signAgreement(t, cookie);

    expect((await remove(gone.id, cookie)).status).toBe(204);
    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list.map((item) => item.id)).toEqual([kept.id]);
    expect((await get(`/api/consulting-agreement/${gone.id}`, cookie)).status).toBe(404);
    expect(
      (await download(t, `/api/consulting-agreement/${gone.id}/download`, cookie)).status,
    ).toBe(404);
    expect((await remove(gone.id, cookie)).status).toBe(404);

    const row = await rows().findOneByOrFail({ id: gone.id });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.evidence.documentHash).toBe(gone.signature?.documentHash);
  });

  it('answers 404 for another client’s agreement on every route, and changes nothing', async () => {
    const owner = await readyClient();
    const stranger = await readyClient();
    const agreement = await signAgreement(t, owner.cookie);

    const answers = await Promise.all([
      get(`/api/consulting-agreement/${agreement.id}`, stranger.cookie),
      download(t, `/api/consulting-agreement/${agreement.id}/download`, stranger.cookie),
      remove(agreement.id, stranger.cookie),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
    }
    expect(answers[0].body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    expect((await get('/api/consulting-agreements', stranger.cookie)).body).toEqual([]);
    expect((await get(`/api/consulting-agreement/${agreement.id}`, owner.cookie)).body).toEqual(
      agreement,
    );
  });

  it('answers 404 for an id that names nothing', async () => {
    const { cookie } = await readyClient();
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/consulting-agreement/${id}`, cookie)).status).toBe(404);
    }
  });

  it('answers 401 on every route without a session', async () => {
    const answers = await Promise.all([
      t.http().get('/api/consulting-agreements'),
      t.http().get('/api/consulting-agreement/1'),
      t.http().get('/api/consulting-agreement/1/download'),
      t.http().delete('/api/consulting-agreement/1').set('Origin', ORIGIN),
      t
        .http()
        .post('/api/consulting-agreement')
        .set('Origin', ORIGIN)
        .send(buildAgreementRequest()),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('refuses a deletion from a foreign origin', async () => {
    const { cookie } = await readyClient();
    const agreement = await signAgreement(t, cookie);
    const response = await t
      .http()
      .delete(`/api/consulting-agreement/${agreement.id}`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie);
    expect(response.status).toBe(403);
    expect((await get(`/api/consulting-agreement/${agreement.id}`, cookie)).status).toBe(200);
  });
});

describe('GET /api/profile: hasSignedAgreement', () => {
  it('turns true when the client signs an agreement, and false again once it is deleted', async () => {
    const { cookie } = await readyClient();
    const profile = () => get('/api/profile', cookie);
    expect((await profile()).body.hasSignedAgreement).toBe(false);

    const first = await signAgreement(t, cookie);
    expect((await profile()).body.hasSignedAgreement).toBe(true);
    const second = await signAgreement(t, cookie, { agreementId: first.id });
    expect((await profile()).body.hasSignedAgreement).toBe(true);

    await remove(second.id, cookie);
    expect((await profile()).body.hasSignedAgreement).toBe(false);
  });
});

describe('GET /api/consulting-agreement/{id}/download', () => {
  it('answers the agreement as a PDF: services, sub-services, totals, then the certificate', async () => {
    const { cookie, input } = await readyClient();
    const agreement = await signAgreement(t, cookie, { services: allPaymentTypes() });

    const response = await download(
      t,
      `/api/consulting-agreement/${agreement.id}/download`,
      cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="consulting-agreement-analytical-engines-ltd-${agreement.signedDate}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pdfPages(pdf);
    const body = squash(pages.slice(0, -1).join('\n'));
    for (const text of [
      'Consulting Services Agreement',
      DEFAULT_FIRM.name,
      DEFAULT_FIRM.founderName,
      'Analytical Engines Ltd',
      'Ada Lovelace',
      ...allPaymentTypes().flatMap((service) => [service.name, ...service.subServices]),
      '$500 per hour × 10 hours',
      '$5,000 per month × 6 months × 2 sub-services',
      '$2,500 down payment + $10,000 base fee × 2 sub-services',
      ...agreement.totals.byPaymentType.map((group) => formatCents(group.totalCents)),
      `Grand total ${formatCents(agreement.totals.grandTotalCents)}`,
      '$102,500',
      '$17,083.33',
      'thirty (30) days’ written notice',
      'Mutual Non-Disclosure Agreement',
    ]) {
      expect(body).toContain(squash(text));
    }
    expect(body).not.toContain('signaturecertificate');

    const certificate = squash(pages[pages.length - 1]);
    expect(certificate).toContain('signaturecertificate');
    for (const text of [
      agreement.signature?.documentHash ?? 'missing hash',
      agreement.reference,
      '127.0.0.1',
      TEST_USER_AGENT,
      input.email,
      'Ada Lovelace',
      ESIGN_DISCLOSURE_VERSION,
      (agreement.signature?.signedAt ?? 'missing time').slice(0, 19).replace('T', ' '),
    ]) {
      expect(certificate).toContain(squash(text));
    }
  });

  it('renders a superseded version exactly as it was signed', async () => {
    const { cookie } = await readyClient();
    const first = await signAgreement(t, cookie, { services: allPaymentTypes() });
    const second = await signAgreement(t, cookie, { agreementId: first.id });

    const old = squash(
      (
        await pdfPages(
          (await download(t, `/api/consulting-agreement/${first.id}/download`, cookie))
            .body as Buffer,
        )
      ).join('\n'),
    );
    expect(old).toContain(squash('$102,500'));
    expect(old).toContain(first.signature?.documentHash);
    const latest = squash(
      (
        await pdfPages(
          (await download(t, `/api/consulting-agreement/${second.id}/download`, cookie))
            .body as Buffer,
        )
      ).join('\n'),
    );
    expect(latest).toContain(squash(`${second.reference} (version 2)`));
    expect(latest).not.toContain(squash('$102,500'));
  });
});
