import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SealingService } from './sealing.service';

/** How often an instance looks for signed documents still owed their PDF. */
export const SEALING_SWEEP_MS = 60_000;

/**
 * A signing request makes its PDF at once; one that could not (the renderer was down, or the
 * process died before the PDF was stored) leaves it owed in `sealed_documents`. This worker makes
 * it on every instance, a minute at a time, once it has been owed longer than a request can take,
 * and the delivery e-mails go with it. Two instances sealing the same document store one PDF.
 */
@Injectable()
export class SealingWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SealingWorker');
  private timer?: NodeJS.Timeout;
  private pass: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly sealing: SealingService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SEALING_SWEEP_MS);
    this.timer.unref();
  }

  /** Stops after the document being sealed: a shutdown never waits for a whole pass. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.pass;
  }

  /** One pass; a pass still running is joined, not doubled. */
  sweep(): Promise<void> {
    this.pass ??= this.sealing
      .sealOwed({ pendingForMs: SEALING_SWEEP_MS, shouldStop: () => this.stopping })
      .then((report) => {
        if (report.sealed + report.failed > 0) {
          this.logger.log({ event: 'document.seal_sweep', ...report });
        }
      })
      .catch((error: unknown) => {
        this.logger.warn({
          event: 'document.seal_sweep_failed',
          reason: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        this.pass = null;
      });
    return this.pass;
  }
}
