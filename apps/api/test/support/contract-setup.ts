import { takeContractProblems } from './openapi-contract';

/**
 * Fails the test during which a response broke docs/openapi.json (openapi-contract.ts). Responses
 * of a `beforeAll` are reported by the suite's first test, and those of an `afterAll` at its end.
 */
function failOnContractProblems(): void {
  const problems = takeContractProblems();
  if (problems.length > 0) {
    throw new Error(
      `${problems.length} response(s) broke the API's contract (docs/openapi.json):\n- ${problems.join('\n- ')}`,
    );
  }
}

afterEach(failOnContractProblems);
afterAll(failOnContractProblems);
