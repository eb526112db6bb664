import { failOnContractProblems } from './openapi-contract';

/**
 * Fails the test during which a response broke docs/openapi.json (openapi-contract.ts). Responses
 * of a `beforeAll` are reported by the suite's first test, and those of an `afterAll` at its end
 * (in the lanes' one test file, at the end of each suite file: every-file.int-run.ts).
 */
afterEach(failOnContractProblems);
afterAll(failOnContractProblems);
