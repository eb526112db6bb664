import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import Fastify from 'fastify';
import {
  pdfRequestDeadlineMs,
  registerRequestDeadlines,
  RendersPdf,
  RequestDeadlineExceeded,
} from './request-deadline';

/** The route config Nest hands Fastify for a handler marked `@RendersPdf()`. */
function configOfMarkedHandler(): Record<string, unknown> {
  class Controller {
    @RendersPdf()
    download(): void {
      // only its metadata is read
    }
  }
  return Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, Controller.prototype.download);
}

describe('request deadlines', () => {
  it('gives a PDF route its queue wait and render on top of its queries, never less than any route', () => {
    expect(pdfRequestDeadlineMs({ requestDeadlineMs: 30_000, pdf: { timeoutMs: 20_000 } })).toBe(
      45_000,
    );
    expect(pdfRequestDeadlineMs({ requestDeadlineMs: 60_000, pdf: { timeoutMs: 20_000 } })).toBe(
      60_000,
    );
  });

  it('answers a slow request at its deadline, with or without a body, and lets a PDF route run on', async () => {
    const fastify = Fastify();
    registerRequestDeadlines(fastify, { requestDeadlineMs: 200, pdf: { timeoutMs: 1000 } });
    const late: string[] = [];
    fastify.setErrorHandler((error, request, reply) => {
      const expired = error instanceof RequestDeadlineExceeded ? error : null;
      void reply
        .code(expired ? 503 : 500)
        .send({ error: expired?.name ?? 'Error', deadlineMs: expired?.deadlineMs });
    });
    const slow = async (request: { url: string }) => {
      await sleep(600);
      late.push(request.url);
      return { done: true };
    };
    fastify.get('/read', slow);
    // Fastify's own handlerTimeout forgets a request once its body has been read.
    fastify.post('/write', slow);
    fastify.get('/pdf', { config: configOfMarkedHandler() }, slow);
    fastify.get('/quick', async () => ({ done: true }));
    await fastify.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`;
    try {
      const read = await fetch(`${base}/read`);
      expect(read.status).toBe(503);
      expect(await read.json()).toEqual({ error: 'RequestDeadlineExceeded', deadlineMs: 200 });

      const write = await fetch(`${base}/write`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bio: 'x'.repeat(10_000) }),
      });
      expect(write.status).toBe(503);

      const pdf = await fetch(`${base}/pdf`);
      expect(pdf.status).toBe(200);
      expect(await pdf.json()).toEqual({ done: true });

      // The late answers of the first two were dropped without harm; the server serves on.
      expect(late).toEqual(expect.arrayContaining(['/read', '/write']));
      expect((await fetch(`${base}/quick`)).status).toBe(200);
    } finally {
      await fastify.close();
    }
  });
});
