// The API dies: right after a 200 on PATCH /api/profile the API is killed (SIGKILL) and started
// again; the same session reads the written value back.
import { randomBytes } from 'node:crypto';
import { describeAnswer } from '../shared/http';
import { seconds } from '../shared/workspace';
import type { Scenario } from './scenario';

export const apiKilled: Scenario = {
  name: 'api-killed',
  fault: true,
  async run({ run, owner }) {
    console.log('\n--- The API is killed right after acknowledging a write ---');
    const { client } = run;
    const value = `acknowledged ${randomBytes(4).toString('hex')}`;
    const write = await client.call<{ bio: string }>('PATCH', '/api/profile', {
      cookie: owner.cookie,
      body: { bio: value },
    });
    run.rememberBrowsers();
    const api = run.api;
    if (!api) throw new Error('the API is not running');
    api.child.kill('SIGKILL');
    await api.exited;
    run.check(
      write.status === 200 && write.body?.bio === value,
      'PATCH /api/profile answered 200',
      describeAnswer(write),
    );
    // Its Chromium loses its pipe and exits; one that does not is killed here.
    run.killBrowsers();
    run.browserPids.clear();

    const restartedAt = performance.now();
    run.api = await run.startApi();
    console.log(
      `API killed (SIGKILL) and started again (pid ${run.api.child.pid}, ready in ${seconds(restartedAt)} s)`,
    );
    const read = await client.call<{ bio: string }>('GET', '/api/profile', {
      cookie: owner.cookie,
    });
    const readBack = read.status === 200 && read.body?.bio === value;
    run.check(
      readBack,
      'after the restart the same session reads the acknowledged write back',
      describeAnswer(read),
    );
    return readBack;
  },
};
