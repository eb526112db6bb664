import { Controller, Get, Logger, Res, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@consult/domain';
import { Public } from '../common/decorators/access.decorators';
import { DomainError } from '../common/errors/domain-error';
import { PdfService } from '../pdf/pdf.service';
import { ShutdownState } from './shutdown-state';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer } from '../openapi/api-docs.decorators';

type CheckResult = { status: 'ok' } | { status: 'failed'; reason: string };

/** Liveness: the process serves requests and the database answers. */
export interface HealthBody {
  status: 'ok';
  database: 'ok';
}

export interface ReadinessBody {
  status: 'ready' | 'not ready';
  /** Present when not ready: which checks failed, in a sentence. */
  message?: string;
  checks: { database: CheckResult; chromium: CheckResult; shutdown?: CheckResult };
}

/** Seconds a load balancer or monitor is asked to wait before asking again when not ready. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;
/**
 * How long the checks wait for the database's answer: a database that accepts connections but
 * never answers (frozen, or a network that drops packets) fails the check instead of hanging it.
 */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

/**
 * Liveness and readiness for load balancers, orchestrators and the ops checklist
 * (docs/operations.md).
 */
@Controller('health')
export class HealthController implements OnModuleDestroy {
  private readonly logger = new Logger('Health');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdf: PdfService,
    private readonly shutdown: ShutdownState,
  ) {}

  /** Liveness: 200 when the process serves requests and the database answers, else 503. */
  @Public()
  @ApiOperation({ summary: 'Liveness' })
  @ApiAnswer(200, 'HealthBody', 'The process serves requests and the database answers')
  @Get()
  async check(): Promise<HealthBody> {
    if ((await this.databaseCheck()).status !== 'ok') {
      throw new DomainError('UNAVAILABLE', MESSAGES.serviceUnavailable, {
        retryAfterSeconds: NOT_READY_RETRY_AFTER_SECONDS,
      });
    }
    return { status: 'ok', database: 'ok' };
  }

  /**
   * Readiness: 200 when this instance can serve every request — the database answers and the PDF
   * renderer's Chromium can be launched and answers — else 503 with what failed. It also answers
   * 503 once a shutdown has begun (SIGTERM, main.ts), so a load balancer stops sending requests.
   */
  @Public()
  @ApiOperation({ summary: 'Readiness' })
  @ApiAnswer(200, 'ReadinessBody', 'Ready: the database and the PDF renderer answer')
  @ApiAnswer(503, 'ReadinessBody', 'Not ready, with what failed (Retry-After)')
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessBody> {
    const [database, chromium] = await Promise.all([this.databaseCheck(), this.chromiumCheck()]);
    const checks: ReadinessBody['checks'] = { database, chromium };
    if (this.shutdown.isStopping) {
      checks.shutdown = { status: 'failed', reason: 'The API is shutting down' };
    }
    const failed = Object.entries(checks).filter(([, check]) => check.status !== 'ok');
    if (failed.length === 0) return { status: 'ready', checks };

    void reply.status(503).header('Retry-After', String(NOT_READY_RETRY_AFTER_SECONDS));
    return {
      status: 'not ready',
      message: `Not ready: ${failed
        .map(([name, check]) => `${name}: ${check.status === 'failed' ? check.reason : ''}`)
        .join('; ')}`,
      checks,
    };
  }

  /** Closing the app (without a signal, as the tests do) is a shutdown too. */
  onModuleDestroy(): void {
    this.shutdown.begin();
  }

  private async databaseCheck(): Promise<CheckResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`No answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)),
        DATABASE_CHECK_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return { status: 'ok' };
    } catch (error) {
      // The driver's message may name hosts and users: logged, not answered.
      this.logger.warn({ event: 'health.database_failed', err: String(error) });
      return { status: 'failed', reason: 'The database did not answer' };
    } finally {
      clearTimeout(timer);
    }
  }

  private async chromiumCheck(): Promise<CheckResult> {
    const reason = await this.pdf.notReadyReason();
    return reason === null ? { status: 'ok' } : { status: 'failed', reason };
  }
}
