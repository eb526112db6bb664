/**
 * @jest-environment node
 */
import { VERIFY_MESSAGES, type VerifiedDocument } from '@consult/domain';
import { errorMessage, errorStatus } from './errors';
import { createTestStore } from './test-stores';
import { settle, useTestApiServer } from './test-server';
import { verifyApi } from './verify.api';

const api = useTestApiServer();

const fingerprint = 'ab'.repeat(32);

const issued: VerifiedDocument = {
  issued: true,
  kind: 'nda',
  title: 'Mutual Non-Disclosure Agreement',
  reference: 'NDA-000042',
  version: 1,
  status: 'current',
  signedOn: '2026-11-25',
  signer: { name: 'Ada Lovelace', company: 'Analytical Engines Ltd' },
};

describe('the verify endpoint', () => {
  it('answers what the server knows of a fingerprint, and forgets it once nothing reads it', async () => {
    const store = createTestStore();
    const select = verifyApi.endpoints.verifyDocument.select(fingerprint);
    api.handler = () => ({ status: 200, body: issued });
    const first = store.dispatch(verifyApi.endpoints.verifyDocument.initiate(fingerprint));
    expect((await first).data).toEqual(issued);
    first.unsubscribe();
    await settle();
    expect(select(store.getState()).status).toBe('uninitialized');

    api.handler = () => ({ status: 200, body: { issued: false } });
    const second = store.dispatch(verifyApi.endpoints.verifyDocument.initiate(fingerprint));
    expect((await second).data).toEqual({ issued: false });
    second.unsubscribe();
    expect(api.hits).toEqual([`GET /api/verify/${fingerprint}`, `GET /api/verify/${fingerprint}`]);
  });

  it('reports a rate limit with the server message, without retrying', async () => {
    const store = createTestStore();
    api.handler = () => ({
      status: 429,
      body: { statusCode: 429, message: VERIFY_MESSAGES.tooManyRequests },
      headers: { 'Retry-After': '60' },
    });
    const result = await store.dispatch(verifyApi.endpoints.verifyDocument.initiate(fingerprint));
    expect(errorStatus(result.error)).toBe(429);
    expect(errorMessage(result.error, 'fallback')).toBe(VERIFY_MESSAGES.tooManyRequests);
    expect(api.hits).toHaveLength(1);
  });
});
