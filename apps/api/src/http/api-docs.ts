// The API's OpenAPI description at /api/docs, made from the endpoint table: one operation per row, named
// after the row (its operationId), saying who may call it (the session cookie, or no sign-in at all) and
// which refusals it may answer. Routes outside the table (health checks, pictures, the sitemap) are not
// API calls and are left out. Checked against Redocly's recommended rules by apps/api/test/http/api-docs.test.ts.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ENDPOINT_NAMES } from '@raahi/contract/api-table';
import type { EndpointDef } from '@raahi/contract/endpoint';
import { TOTAL_COUNT_HEADER } from '@raahi/contract/endpoint';
import type { Access } from '@raahi/contract/rules/access';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionCookieName } from '../plugins/auth.ts';
import { CONFLICTS, FILES } from './api-answers.ts';

type Json = Record<string, unknown>;

const SESSION = 'session';
const ERROR = { $ref: '#/components/schemas/Error' };
const TOTAL_COUNT = {
  [TOTAL_COUNT_HEADER]: { description: 'How many there are in all (the answer is one page)', schema: { type: 'integer' } },
};
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } };

export async function registerApiDocs(app: FastifyInstance, production: boolean) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Raahi API',
        version: '1.0.0',
        description:
          'Every call of the API. A call that needs an account is made with the session cookie that signing in ' +
          '(`POST /api/users/auth`) sets. A refused call answers `{ message, code }` (and `fields` for invalid input).',
      },
      servers: [{ url: '/', description: 'this server' }],
      components: {
        securitySchemes: {
          [SESSION]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(production),
            description: 'Set by signing in (POST /api/users/auth), cleared by signing out (POST /api/users/logout).',
          },
        },
        schemas: { Error: errorSchema },
      },
    },
    transform: zodTransform,
    transformObject: (document) => ('openapiObject' in document ? describeRows(document.openapiObject as Json) : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/**
 * The zod schemas as JSON schemas. The library's own override (which folds a `| null` into `nullable`) is
 * left out: it runs before a union's branches are filled in and dropped those still empty (an optional
 * drop-off time was described as only "" or null). A `nullable` without a `type` is fixed below instead.
 */
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: () => {} } });

const errorSchema = {
  type: 'object' as const,
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' as const, description: 'a sentence for a person' },
    code: { type: 'string' as const, description: 'for programs: invalid_input, not_signed_in, forbidden, not_found, …' },
    fields: {
      type: 'object' as const,
      additionalProperties: { type: 'string' as const },
      description: 'invalid input: what is wrong with each field',
    },
  },
};

/** Each row's operation named and described; paths that are not rows (aliases, routes outside the table) dropped. */
function describeRows(doc: Json): Json {
  const rows = new Map([...ENDPOINT_NAMES].map(([row, name]) => [`${row.method} ${openApiPath(row.path)}`, { row, name }]));
  const paths = doc.paths as Record<string, Record<string, Json>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const found = rows.get(`${method.toUpperCase()} ${path}`);
      if (found) describeOperation(operation, found.row, found.name);
      else delete operations[method];
    }
    if (!Object.keys(operations).length) delete paths[path];
  }
  return giveNullablesAType(doc) as Json;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function describeOperation(operation: Json, row: EndpointDef, name: string) {
  const also = row.aliases?.length ? ` Also answered at ${row.aliases.map(openApiPath).join(', ')}.` : '';
  operation.operationId = name;
  operation.description = `${whoMayCall(row.access)}${also}`;
  operation.security = securityOf(row.access);
  operation['x-access'] = row.access;
  const responses = operation.responses as Record<string, Json>;
  if (row.list) responses[String(row.status ?? 200)]!.headers = TOTAL_COUNT;
  if (row.file) answersFile(responses, row, name);
  for (const [status, description] of Object.entries(refusals(row, CONFLICTS[name])))
    responses[status] = {
      description,
      content: { 'application/json': { schema: ERROR } },
      ...((status === '429' || status === '503') && { headers: RETRY_AFTER }),
    };
}

/** A file's bytes as the success answer: instead of JSON, or beside it (the row's query asks for one). */
function answersFile(responses: Record<string, Json>, row: EndpointDef, name: string) {
  const file = FILES[name];
  if (!file) return;
  const bytes = { [file.type]: { schema: { type: 'string', format: 'binary' } } };
  for (const status of new Set(['200', String(row.status ?? 200)])) {
    const answer = responses[status]!;
    answer.content = file.only ? bytes : { ...(answer.content as Json), ...bytes };
  }
}

/** No sign-in: none; a call that answers a signed-in caller more: optional; any other: the session cookie. */
function securityOf(access: Access) {
  if (access.who !== 'anyone') return [{ [SESSION]: [] }];
  return 'members' in access && access.members ? [{}, { [SESSION]: [] }] : [];
}

const roleList = (roles: readonly string[]) => roles.join(', ').replace(/, ([^,]*)$/, ' or $1');

/** The row's access rule in words (rules/access.ts). */
const ARTICLE = { enquiry: 'an', review: 'a', grievance: 'a' } as const;

function whoMayCall(access: Access): string {
  if (access.who === 'anyone')
    return (
      'Anyone may call it, signed in or not.' +
      ('members' in access && access.members ? ' A signed-in caller also sees members-only deals.' : '')
    );
  const who =
    access.who === 'signed-in'
      ? 'Any signed-in account may call it'
      : access.who === 'admin'
        ? 'Admins only'
        : `Accounts with the role ${roleList(access.who)} may call it (admins too)`;
  const of = 'of' in access ? access.of : undefined;
  if (!of) return `${who}.`;
  if ('self' in of) return `${who}, for their own ${of.what} only: \`${of.self}\` is their own id (admins may name anyone).`;
  if ('listing' in of) return `${who}, for the ${of.listing} they own: \`${of.param}\` names it (admins may name any).`;
  if ('providerOf' in of)
    return `${who}, for ${ARTICLE[of.providerOf]} ${of.providerOf} about a listing they provide: \`${of.param}\` names it.`;
  if ('raiserOf' in of)
    return `${who}, for ${ARTICLE[of.raiserOf]} ${of.raiserOf} they raised: \`${of.param}\` names it (admins may name any).`;
  if ('ownerOf' in of) return `${who}, for a ${of.ownerOf} of their own: \`${of.param}\` names it (anyone else's is not found).`;
  const op = of.operation;
  const action = typeof op !== 'string' ? `do the action \`${op.param}\` names` : op === 'set-status' ? 'set its status' : `${op} it`;
  return `${who}, as the guest or the provider of the booking \`${of.booking}\` names, when the booking rules let them ${action}.`;
}

/** The refusals a row may answer, by status (the error handler's shapes, plugins/error-handler.ts). */
function refusals(row: EndpointDef, conflict: string | undefined): Record<string, string> {
  const a = row.access;
  const of = 'of' in a ? a.of : undefined;
  const out: Record<string, string> = {};
  if (row.params || row.query || row.body || row.headers || row.multipart)
    out[400] = 'The input is not valid: `fields` says what is wrong.';
  if (a.who !== 'anyone') out[401] = 'Not signed in: no session cookie, or its session ended.';
  const forbidden = [
    a.who !== 'anyone' && a.who !== 'signed-in' && 'The account’s role may not make this call.',
    of && 'self' in of && `The id is another user’s: a caller sees only their own ${of.what}.`,
    of && 'booking' in of && typeof of.operation !== 'string' && 'The action is not the caller’s to take (a guest confirms by paying).',
  ].filter(Boolean);
  if (forbidden.length) out[403] = forbidden.join(' ');
  if (row.params)
    out[404] =
      of && !('self' in of)
        ? 'Nothing the caller may see has this id: another provider’s or guest’s is answered so too.'
        : 'Nothing has this id.';
  if (conflict) out[409] = conflict;
  if (row.body || row.multipart) {
    out[413] = 'The body is too large.';
    out[415] = row.multipart ? 'The body is not a multipart form.' : 'The body is not JSON.';
  }
  out[429] = 'Too many calls in a minute from this account (or, signed out, this address).';
  out[503] = 'The database is at its connection limit for a moment.';
  return out;
}

/** zod's spelling of null in OpenAPI 3.0 (it has no null type): what a `nullable` without a `type` becomes a branch of */
const NULL_BRANCH = { type: 'string', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0 lets `nullable` add null only to a schema with a `type`; zod writes it beside a union
 * (`oneOf`/`anyOf`) too. There null becomes one more branch of the union.
 */
function giveNullablesAType(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(giveNullablesAType);
  if (typeof node !== 'object' || node === null) return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, giveNullablesAType(v)])) as Json;
  if (out.nullable !== true || 'type' in out) return out;
  const { nullable: _, ...rest } = out;
  if (Array.isArray(rest.oneOf)) return { ...rest, oneOf: [...rest.oneOf, NULL_BRANCH] };
  if (Array.isArray(rest.anyOf)) return { ...rest, anyOf: [...rest.anyOf, NULL_BRANCH] };
  return { anyOf: [rest, NULL_BRANCH] };
}
