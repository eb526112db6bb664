import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn, Logger } from 'pino';

/**
 * A request's logger (Fastify's `request.log`), made only when something is written to it.
 *
 * Fastify makes a child of the root logger for every request, with the request's id bound to it.
 * Making a pino child runs its bindings through the redaction paths, which was 2% of the API's
 * time under a load of signed-in reads (issue 19), and most requests write nothing through it: the
 * request log is one line written by AccessLogController through its own logger. This stands in
 * for the child and makes it, with the same bindings and options, at the first line, level change
 * or child asked of it; every line written through it is the child's, redaction included.
 */
export class RequestLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child logger itself, made the first time it is needed. */
  private get logger(): Logger {
    return (this.made ??= this.parent.child(this.childBindings, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.made ? this.made.level : (this.options.level ?? this.parent.level);
  }

  set level(level: LevelWithSilentOrString) {
    this.logger.level = level;
  }

  fatal(...args: Parameters<LogFn>): void {
    this.logger.fatal(...args);
  }

  error(...args: Parameters<LogFn>): void {
    this.logger.error(...args);
  }

  warn(...args: Parameters<LogFn>): void {
    this.logger.warn(...args);
  }

  info(...args: Parameters<LogFn>): void {
    this.logger.info(...args);
  }

  debug(...args: Parameters<LogFn>): void {
    this.logger.debug(...args);
  }

  trace(...args: Parameters<LogFn>): void {
    this.logger.trace(...args);
  }

  silent(...args: Parameters<LogFn>): void {
    this.logger.silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.logger.child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return this.logger.isLevelEnabled(level);
  }

  bindings(): Bindings {
    return this.logger.bindings();
  }
}

/** Fastify's `childLoggerFactory`: a RequestLogger in place of the child made at once. */
export function requestLoggerFactory(
  logger: Logger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): RequestLogger {
  return new RequestLogger(logger, bindings, options);
}
