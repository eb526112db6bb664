import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LIMITS, MESSAGES, SECTOR_VALUES, type BusinessProfile } from '@consult/domain';
import { Profile } from '../src/profile/profile.entity';
import { createSignedInUser } from './support/factories';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const patch = (cookie: string, body: unknown) =>
  t
    .http()
    .patch('/api/profile')
    .set('Origin', ORIGIN)
    .set('Cookie', cookie)
    .send(body as object);
const getProfile = (cookie: string) => t.http().get('/api/profile').set('Cookie', cookie);

describe('GET /api/profile', () => {
  it('answers 401 "Not authenticated" without a session', async () => {
    const response = await t.http().get('/api/profile');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.notAuthenticated);
  });

  it('starts with the registration names and empty profile fields', async () => {
    const { cookie, input } = await createSignedInUser(t);
    const response = await getProfile(cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual<BusinessProfile>({
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.companyName,
      title: null,
      sector: null,
      website: null,
      bio: null,
      successStory: null,
      rating: null,
      hasSignedAgreement: false,
      hasPaymentMethod: false,
    });
  });
});

describe('PATCH /api/profile', () => {
  it('answers 401 without a session', async () => {
    const response = await t
      .http()
      .patch('/api/profile')
      .set('Origin', ORIGIN)
      .send({ title: 'CEO' });
    expect(response.status).toBe(401);
  });

  it('updates every field, answers the updated profile, and the names are the user’s', async () => {
    const { cookie } = await createSignedInUser(t);
    const changes = {
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Compilers Inc.',
      title: 'Chief Executive Officer',
      sector: 'technology',
      website: 'compilers.example',
      bio: 'We build compilers.\nAnd we debug them.',
      successStory: 'Shipped COBOL.',
      rating: 4,
    };
    const response = await patch(cookie, changes);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...changes,
      hasSignedAgreement: false,
      hasPaymentMethod: false,
    });
    expect((await getProfile(cookie)).body).toEqual(response.body);
    const user = (await t.http().get('/api/user').set('Cookie', cookie)).body;
    expect(user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('changes only the fields sent', async () => {
    const { cookie, input } = await createSignedInUser(t);
    await patch(cookie, { title: 'Founder', bio: 'Bio' });
    const response = await patch(cookie, { title: 'CFO' });
    expect(response.body).toMatchObject({ title: 'CFO', bio: 'Bio', firstName: input.firstName });
  });

  it("clears a field sent as '' or null", async () => {
    const { cookie } = await createSignedInUser(t);
    await patch(cookie, {
      title: 'Founder',
      bio: 'Bio',
      rating: 3,
      sector: 'retail',
      companyName: 'Acme',
    });
    const response = await patch(cookie, {
      title: '',
      bio: null,
      rating: null,
      sector: '',
      companyName: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: null,
      bio: null,
      rating: null,
      sector: null,
      companyName: null,
    });
  });

  it('stores the sector in lower case', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const response = await patch(cookie, { sector: 'Financial Services' });
    expect(response.status).toBe(200);
    expect(response.body.sector).toBe('financial services');
    const row = await t.app
      .get<Repository<Profile>>(getRepositoryToken(Profile))
      .findOneByOrFail({ userId: user.id });
    expect(row.sector).toBe('financial services');
  });

  it('accepts every sector of the list', async () => {
    const { cookie } = await createSignedInUser(t);
    for (const sector of SECTOR_VALUES) {
      expect((await patch(cookie, { sector })).body.sector).toBe(sector);
    }
  });

  it('rejects a sector outside the list', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await patch(cookie, { sector: 'Space Mining' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: MESSAGES.sectorInvalid,
      fields: { sector: MESSAGES.sectorInvalid },
    });
  });

  it.each([1, 5])('accepts rating %d', async (rating) => {
    const { cookie } = await createSignedInUser(t);
    expect((await patch(cookie, { rating })).body.rating).toBe(rating);
  });

  it.each([0, 6, -1, 2.5, '3', true])('rejects rating %p', async (rating) => {
    const { cookie } = await createSignedInUser(t);
    await patch(cookie, { rating: 2 });
    const response = await patch(cookie, { rating });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: MESSAGES.ratingInvalid,
      fields: { rating: MESSAGES.ratingInvalid },
    });
    expect((await getProfile(cookie)).body.rating).toBe(2);
  });

  it.each([
    ['firstName', LIMITS.nameMax, 'First name'],
    ['lastName', LIMITS.nameMax, 'Last name'],
    ['companyName', LIMITS.companyNameMax, 'Company name'],
    ['title', LIMITS.titleMax, 'Title'],
    ['bio', LIMITS.longTextMax, 'Bio'],
    ['successStory', LIMITS.longTextMax, 'Success story'],
  ])('limits %s to %d characters', async (field, max, label) => {
    const { cookie } = await createSignedInUser(t);
    expect((await patch(cookie, { [field]: 'x'.repeat(max) })).status).toBe(200);
    const response = await patch(cookie, { [field]: 'x'.repeat(max + 1) });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: MESSAGES.tooLong(label, max) });
  });

  it.each([
    'example.com',
    'www.example.co.uk/about',
    'https://example.com/path?q=1',
    'http://example.com',
  ])('accepts the website %s', async (website) => {
    const { cookie } = await createSignedInUser(t);
    const response = await patch(cookie, { website });
    expect(response.status).toBe(200);
    expect(response.body.website).toBe(website);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.com',
    'exa mple.com',
    'mailto:someone@example.com',
    'not a website',
  ])('rejects the website %s', async (website) => {
    const { cookie } = await createSignedInUser(t);
    const response = await patch(cookie, { website });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ website: MESSAGES.websiteInvalid });
  });

  it.each([
    'hasSignedAgreement',
    'hasPaymentMethod',
    'isAdmin',
    'id',
    'userId',
    'email',
    'username',
    'passwordHash',
  ])('rejects %s as an unknown field and changes nothing', async (field) => {
    const { cookie } = await createSignedInUser(t);
    const response = await patch(cookie, {
      title: 'Changed?',
      [field]: ['hasSignedAgreement', 'hasPaymentMethod', 'isAdmin'].includes(field) ? true : 1,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: MESSAGES.unknownField(field),
      fields: { [field]: MESSAGES.unknownField(field) },
    });
    expect((await getProfile(cookie)).body.title).toBeNull();
  });

  it('cannot make a client an admin', async () => {
    const { cookie } = await createSignedInUser(t);
    await patch(cookie, { isAdmin: true });
    expect((await t.http().get('/api/user').set('Cookie', cookie)).body.isAdmin).toBe(false);
    expect((await t.http().get('/api/admin/check').set('Cookie', cookie)).status).toBe(403);
  });
});
