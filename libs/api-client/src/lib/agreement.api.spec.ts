/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import type { CreateAgreementRequest } from '@consult/domain';
import { buildAgreementRequest, strategyHourly } from '@consult/testing/browser';
import { agreementApi } from './agreement.api';
import { errorMessage, errorStatus } from './errors';
import { profileApi } from './profile.api';
import { createTestStore } from './test-stores';
import { settle, useTestApiServer, type TestReply } from './test-server';

const api = useTestApiServer();

const summary = { id: 7, companyName: 'Lindqvist Logistics', status: 'active' };
const profile = { companyName: 'Lindqvist Logistics', hasSignedAgreement: true };

const request: CreateAgreementRequest = buildAgreementRequest({ services: [strategyHourly()] });

function answer(req: IncomingMessage): TestReply {
  if (req.method === 'DELETE') return { status: 204 };
  if (req.method === 'POST') return { status: 201, body: { ...summary, id: 8 } };
  if (req.url === '/api/consulting-agreements') return { status: 200, body: [summary] };
  if (req.url === '/api/profile') return { status: 200, body: profile };
  return { status: 200, body: summary };
}

describe('the consulting agreement endpoints', () => {
  it('lists and reads agreements', async () => {
    const store = createTestStore();
    api.handler = answer;
    const list = await store.dispatch(agreementApi.endpoints.getAgreements.initiate());
    expect(list.data).toEqual([summary]);
    const one = await store.dispatch(agreementApi.endpoints.getAgreement.initiate(7));
    expect(one.data).toEqual(summary);
    expect(api.hits).toEqual(['GET /api/consulting-agreements', 'GET /api/consulting-agreement/7']);
  });

  it('signs, then refetches the agreement list and the profile', async () => {
    const store = createTestStore();
    api.handler = answer;
    const list = store.dispatch(agreementApi.endpoints.getAgreements.initiate());
    const prof = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await Promise.all([list, prof]);
    api.hits.length = 0;

    const signed = await store.dispatch(agreementApi.endpoints.signAgreement.initiate(request));
    expect(signed).toMatchObject({ data: { id: 8 } });
    await settle();
    expect(api.hits[0]).toBe(`POST /api/consulting-agreement ${JSON.stringify(request)}`);
    expect(api.hits.slice(1).sort()).toEqual([
      'GET /api/consulting-agreements',
      'GET /api/profile',
    ]);
    list.unsubscribe();
    prof.unsubscribe();
  });

  it('re-signing refetches the version it replaces (now superseded)', async () => {
    const store = createTestStore();
    api.handler = answer;
    const old = store.dispatch(agreementApi.endpoints.getAgreement.initiate(7));
    const other = store.dispatch(agreementApi.endpoints.getAgreement.initiate(3));
    await Promise.all([old, other]);
    api.hits.length = 0;

    await store.dispatch(
      agreementApi.endpoints.signAgreement.initiate({ ...request, agreementId: 7 }),
    );
    await settle();
    expect(api.hits.slice(1)).toEqual(['GET /api/consulting-agreement/7']);
    old.unsubscribe();
    other.unsubscribe();
  });

  it('deletes, then refetches the list and the profile and forgets the agreement', async () => {
    const store = createTestStore();
    api.handler = answer;
    const list = store.dispatch(agreementApi.endpoints.getAgreements.initiate());
    const prof = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await Promise.all([list, prof]);
    api.hits.length = 0;

    await store.dispatch(agreementApi.endpoints.deleteAgreement.initiate(7));
    await settle();
    expect(api.hits[0]).toBe('DELETE /api/consulting-agreement/7');
    expect(api.hits.slice(1).sort()).toEqual([
      'GET /api/consulting-agreements',
      'GET /api/profile',
    ]);
    list.unsubscribe();
    prof.unsubscribe();
  });

  it('hands back the server’s message when signing is refused', async () => {
    const store = createTestStore();
    api.handler = () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please select at least one service',
      },
    });
    const result = await store.dispatch(
      agreementApi.endpoints.signAgreement.initiate({ ...request, services: [] }),
    );
    const error = 'error' in result ? result.error : undefined;
    expect(errorStatus(error)).toBe(400);
    expect(errorMessage(error, 'Failed to save agreement')).toBe(
      'Please select at least one service',
    );
    // A mutation is never retried.
    expect(api.hits).toHaveLength(1);
  });

  it('downloads the PDF as an object URL with the server’s file name', async () => {
    const store = createTestStore();
    api.handler = () => ({
      status: 200,
      body: Buffer.from('%PDF-1.4 test'),
      headers: {
        'Content-Disposition': 'attachment; filename="consulting-agreement-x-2025-03-05.pdf"',
      },
    });
    const result = await store.dispatch(agreementApi.endpoints.downloadAgreement.initiate(7));
    if (!('data' in result) || !result.data) throw new Error('expected a file');
    expect(result.data.fileName).toBe('consulting-agreement-x-2025-03-05.pdf');
    expect(result.data.objectUrl).toMatch(/^blob:/);
    expect(api.hits).toEqual(['GET /api/consulting-agreement/7/download']);
    URL.revokeObjectURL(result.data.objectUrl);
  });

  it('reports a failed download with its status and never retries it', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 503, body: { statusCode: 503, message: 'Busy' } });
    const result = await store.dispatch(agreementApi.endpoints.downloadAgreement.initiate(7));
    expect(errorStatus('error' in result ? result.error : undefined)).toBe(503);
    expect(api.hits).toEqual(['GET /api/consulting-agreement/7/download']);
  });
});
