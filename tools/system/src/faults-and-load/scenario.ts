import type { Account } from './client';
import type { FaultsRun } from './harness';

/** What every scenario starts from: the run, and a signed-in owner with an invoice to download. */
export interface ScenarioContext {
  run: FaultsRun;
  owner: Account;
  invoiceId: number;
  /** How long the first download (a render on a warm browser) took. */
  renderMs: number;
}

/** One scenario of the stage, in its own file. */
export interface Scenario {
  /** Its name for --only. */
  name: string;
  /** A fault the API must survive (counted in "Faults survived"), rather than a load. */
  fault: boolean;
  /** Runs it and its checks; answers whether the fault was survived. */
  run(context: ScenarioContext): Promise<boolean>;
}
