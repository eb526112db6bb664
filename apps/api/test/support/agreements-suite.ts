import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ConsultingAgreement } from '../../src/agreements/agreement.entity';
import { postAgreement } from './agreements';
import { createSignedInUser } from './factories';
import { acceptDisclosure } from './ndas';
import { useTestApp } from './suite';
import { ORIGIN } from './test-app';

/** The suite of the client's agreement routes (agreements-*.int-spec.ts): its app and helpers. */
export function agreementsSuite() {
  const t = useTestApp();

  const rows = () => t.app.get(DataSource).getRepository(ConsultingAgreement);
  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie);
  const remove = (id: number, cookie: string) =>
    t.http().delete(`/api/consulting-agreement/${id}`).set('Origin', ORIGIN).set('Cookie', cookie);

  /** A signed-in client who has accepted the electronic records disclosure. */
  async function readyClient() {
    const client = await createSignedInUser(t);
    await acceptDisclosure(t, client.cookie);
    return client;
  }

  /** POSTs the body and expects a 400 with exactly this message, and no agreement written. */
  async function expectRefused(body: object, message: string) {
    const { cookie, user } = await readyClient();
    const response = await postAgreement(t, cookie, body);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message,
    });
    expect(await rows().countBy({ userId: user.id })).toBe(0);
  }

  return { t, rows, get, remove, readyClient, expectRefused };
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const corporate = (change: Record<string, unknown>) => ({
  name: 'Corporate Advisory',
  subServices: ['Due Diligence'],
  paymentType: 'project',
  fee: 5500,
  ...change,
});
