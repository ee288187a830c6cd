// What a log line may carry. Database errors hold the query's parameters (emails, password hashes, tokens)
// in several places: Drizzle's message ("params: …"), the driver's `params`/`parameters`, PostgreSQL's
// `detail` ("Key (email)=(…) already exists."). Errors are logged through an allow-list of fields, and
// any object logged with a known secret field has it censored (pino's redact).

const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'currentPassword',
  'newPassword',
  'token',
  'tokenHash',
  'sessionSecret',
  'cookie',
  'authorization',
  'email',
  'params',
  'parameters',
  'detail',
];

/** pino `redact`: the fields above at the top of a log object and one level down, and request/response secrets. */
export const LOG_REDACT = {
  paths: [
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((f) => `*.${f}`),
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["x-api-key"]',
    'res.headers["set-cookie"]',
  ],
  censor: '[redacted]',
};

// What an error's fields may say: what went wrong and where, never with which values.
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'] as const;

type LoggedError = { type: string; message: string; stack: string } & Record<string, unknown>;

/** Cuts the parameter list out of a message (Drizzle: "Failed query: <sql>\nparams: <values>"). */
function safeMessage(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
}

/** The error serializer for every log line: an allow-list of fields, messages without values, causes likewise. */
export function serializeError(err: unknown, depth = 0): LoggedError {
  // something thrown that is not an Error says nothing we could check
  if (!(err instanceof Error)) return { type: typeof err, message: '[redacted]', stack: '' };
  const e = err as Error & Record<string, unknown>;
  const message = safeMessage(e.message ?? '');
  const out: LoggedError = { type: e.constructor?.name ?? 'Error', message, stack: '' };
  for (const field of SAFE_ERROR_FIELDS) if (typeof e[field] === 'string' || typeof e[field] === 'number') out[field] = e[field];
  // the SQL text is parameterised ($1, $2): it names the statement, not the values
  if (typeof e.query === 'string') out.query = e.query;
  if (typeof e.stack === 'string') {
    // the stack's first lines repeat the message (with the values): keep only the frames
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
