// One line per request, "request completed": the request, the answer's status, the time taken and the
// request id, where Fastify writes two ("incoming request", "request completed"). Its fields are fixed
// and hold nothing secret (the same as before), so it skips the redaction every other log line goes
// through: the two default lines and their redaction took a fifth of the time of a cached catalogue
// answer (docs/performance.md). Errors are logged as Fastify logs them.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no access line (the health probe, asked every few seconds by load balancers) */
    accessLog?: false;
  }
}

export class AccessLog extends LogController {
  private plain?: FastifyBaseLogger;

  override isLogDisabled(request: FastifyRequest): boolean {
    return request.routeOptions?.config?.accessLog === false;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    this.plain ??= request.server.log.child({}, { redact: [] });
    this.plain.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Fastify's childLoggerFactory: request.log, made when the request first logs something. Most requests
 * never do (the access line is written above), and making a child runs its request id through the
 * redaction of every log line (a twentieth of the health probe's time).
 */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
  new LazyChild(logger, bindings, options);

class LazyChild implements FastifyBaseLogger {
  private made?: FastifyBaseLogger;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
  get level() {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  fatal: LogFn = (...args: Parameters<LogFn>) => this.real.fatal(...args);
  error: LogFn = (...args: Parameters<LogFn>) => this.real.error(...args);
  warn: LogFn = (...args: Parameters<LogFn>) => this.real.warn(...args);
  info: LogFn = (...args: Parameters<LogFn>) => this.real.info(...args);
  debug: LogFn = (...args: Parameters<LogFn>) => this.real.debug(...args);
  trace: LogFn = (...args: Parameters<LogFn>) => this.real.trace(...args);
  silent: LogFn = (...args: Parameters<LogFn>) => this.real.silent(...args);
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}
