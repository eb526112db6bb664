import { readdirSync } from 'node:fs';
import { failOnContractProblems } from './support/openapi-contract';

/**
 * The test command's integration lanes run this one file (jest.int-lane.config.js): every
 * `*.int-spec.ts` file of this folder, in a describe block of its own named after it, in one Jest
 * module registry. Each file's hooks and tests stay inside its block, so each still starts and
 * closes its own app on the suite's database, exactly as when it runs alone; what the files share is
 * the modules, loaded and compiled once instead of once a file (about a third of a lane's time went
 * to that: docs/performance.md, "The test command"). A file still runs alone with
 * jest.int.config.js.
 *
 * `INTEGRATION_LEAVE_OUT`, a regular expression, names files this lane leaves to the other one
 * (the MariaDB lane leaves out the PDF renderer's own suites: apps/api/project.json).
 */
const leaveOut = process.env['INTEGRATION_LEAVE_OUT']
  ? new RegExp(process.env['INTEGRATION_LEAVE_OUT'])
  : null;
const files = readdirSync(__dirname)
  .filter((file) => file.endsWith('.int-spec.ts') && !leaveOut?.test(file))
  .sort();

for (const file of files) {
  describe(file, () => {
    // A file's describe, hooks and tests must be declared while this block is collected, which
    // only a synchronous require does (an import() would declare them too late).
    try {
      require(`./${file}`);
    } catch (error) {
      // A file that fails to load fails here, as a test of its own; the other files still run.
      it('loads', () => {
        throw error;
      });
    }
    // What the file's own afterAll hooks received is reported here, at the end of the file.
    afterAll(failOnContractProblems);
  });
}
