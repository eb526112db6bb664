// One of the api-speed bench's reference servers, in a process of its own (forked by
// `startServerProcess` in api-speed-servers.ts), as the API runs in its own: the bench's process is
// the load generator, and a server sharing its event loop would be measured with that work added.
import {
  bareServer,
  floorServer,
  limitServer,
  type ServerRequest,
  type Started,
} from './api-speed-servers';

process.once('message', (request: ServerRequest) => {
  void start(request).then(
    (started) => {
      process.once('message', () => {
        void started.close().then(() => process.exit(0));
      });
      process.send?.('listening');
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
});

async function start({ kind, port, sample, limit }: ServerRequest): Promise<Started> {
  const bytes = { ...sample, bytes: Buffer.from(sample.body, 'base64') };
  if (kind === 'bare') return bareServer(port, bytes);
  if (!limit) throw new Error(`the ${kind} server needs the database and the session secret`);
  return kind === 'floor' ? floorServer(port, bytes, limit) : limitServer(port, bytes, limit);
}
