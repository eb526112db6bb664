import { PLAIN_TEXT_MESSAGES, type Agreement } from '@consult/domain';
import { buildConsultationRequest } from '@consult/testing/node';
import { DataSource } from 'typeorm';
import { buildAgreementRequest, buildClientData, postAgreement } from './support/agreements';
import { buildUser, createSignedInUser, logIn } from './support/factories';
import { acceptDisclosure, buildNdaRequest, postNda } from './support/ndas';
import { MARKETING_ORIGIN, ORIGIN, startApp, type TestApp } from './support/test-app';

/**
 * Text fields refuse control characters and bidirectional overrides everywhere (issue 17, finding
 * 10; docs/security.md, "Text"): one rule in the global validation pipe covers every DTO, so a
 * company "\u202Egpj.exe" can no longer read as "exe.jpg" in the console, a PDF or a subject.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const RLO = '\u202E';
const { control, lineBreak, direction } = PLAIN_TEXT_MESSAGES;

const patchProfile = (cookie: string, body: object) =>
  t.http().patch('/api/profile').set('Origin', ORIGIN).set('Cookie', cookie).send(body);

async function rowCount(table: string): Promise<number> {
  const dataSource = t.get(DataSource);
  const [row] = (await dataSource.query(
    `SELECT COUNT(*) AS n FROM ${dataSource.driver.escape(table)}`,
  )) as Array<{ n: number | string }>;
  return Number(row.n);
}

describe('the profile', () => {
  it.each([
    ['a line break', 'Ada\r\nBcc: victim@example.com', control('First name')],
    ['a lone LF', 'Ada\nLovelace', lineBreak('First name')],
    ['NUL', 'Ada\u0000', control('First name')],
    ['a terminal escape', 'Ada\u001b[2J', control('First name')],
    ['a C1 control', 'Ada\u0085', control('First name')],
    ['a right-to-left override', `${RLO}gpj.exe`, direction('First name')],
    ['a directional isolate', 'Ada\u2066x\u2069', direction('First name')],
  ])(
    'refuses %s in a name with a 400 under the field, and keeps the name',
    async (_what, value, message) => {
      const { cookie, input } = await createSignedInUser(t);
      const response = await patchProfile(cookie, { firstName: value }).expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.fields).toEqual({ firstName: message });
      const profile = await t.http().get('/api/profile').set('Cookie', cookie).expect(200);
      expect(profile.body.firstName).toBe(input.firstName);
    },
  );

  it('takes new lines in the bio and the success story, and nothing else of the kind', async () => {
    const { cookie } = await createSignedInUser(t);
    await patchProfile(cookie, { bio: 'First line\nSecond line' }).expect(200);
    const tab = await patchProfile(cookie, { successStory: 'Col\tumn' }).expect(400);
    expect(tab.body.message).toBe(control('Success story'));
    const override = await patchProfile(cookie, { bio: `Ends ${RLO}here` }).expect(400);
    expect(override.body.message).toBe(direction('Bio'));
  });
});

describe('registration', () => {
  it('refuses a company name with a right-to-left override, and creates no account', async () => {
    const before = await rowCount('users');
    const response = await t
      .http()
      .post('/api/register')
      .set('Origin', ORIGIN)
      .send(buildUser({ companyName: `Invoices ${RLO}fdp.exe` }))
      .expect(400);
    expect(response.body.fields).toEqual({ companyName: direction('Company name') });
    expect(await rowCount('users')).toBe(before);
  });

  it('takes any character in a password: it is never shown', async () => {
    const password = 'tab\there and \u202Eoverride';
    const user = buildUser({ password });
    await t.http().post('/api/register').set('Origin', ORIGIN).send(user).expect(201);
    await logIn(t, user.username, password).expect(200);
  });
});

describe('documents and requests', () => {
  it('refuses an override in the NDA company, the agreement client data and a sub-service', async () => {
    const { cookie } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    const nda = await postNda(t, cookie, buildNdaRequest({ companyName: `${RLO}gpj.exe` }));
    expect(nda.status).toBe(400);
    expect(nda.body.fields).toEqual({ companyName: direction('Company name') });

    const client = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({ clientData: buildClientData({ companyName: `${RLO}gpj.exe` }) }),
    );
    expect(client.status).toBe(400);
    expect(client.body.fields).toEqual({
      'clientData.companyName': direction('Company name'),
    });

    const request = buildAgreementRequest();
    request.services[0].subServices[0] = `${request.services[0].subServices[0]}\u0007`;
    const service = await postAgreement(t, cookie, request);
    expect(service.status).toBe(400);
    expect(Object.values(service.body.fields as object)).toContain(control('Sub services'));
    expect((await t.http().get('/api/consulting-agreements').set('Cookie', cookie)).body).toEqual(
      [] satisfies Agreement[],
    );
  });

  it('takes goals over several lines in a consultation request, but no override in a name', async () => {
    const send = (body: object) =>
      t.http().post('/api/consultation').set('Origin', MARKETING_ORIGIN).send(body);
    await send(buildConsultationRequest({ primaryGoals: 'Grow\nHire\nExpand' })).expect(201);
    const refused = await send(buildConsultationRequest({ lastName: `Smith${RLO}` })).expect(400);
    expect(refused.body.message).toBe(direction('Last name'));
  });
});
