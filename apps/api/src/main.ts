import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, describeDatabase } from './config/app-config';
import { ConfigService } from './config/config.service';

async function main(): Promise<void> {
  const config = ConfigService.fromEnvironment();
  const app = await createApp({ config });
  app.enableShutdownHooks();
  const { port, host, env } = config.all;
  await app.listen(port, host);
  new Logger('Main').log({
    event: 'api.started',
    msg: `API listening on http://${host}:${port}/api`,
    env,
    database: describeDatabase(config.get('database')),
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(
      `The API could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exit(1);
});
