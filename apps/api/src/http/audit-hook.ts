// Where an audited call's entry goes (rules/audit.ts says which calls are): the audit module provides the
// writer when it registers, so the route code imports no module and the audit module, which registers
// routes of its own, is not imported back (decision 0058).
import type { EndpointDef } from '@raahi/contract/endpoint';
import type { AuditKind } from '@raahi/contract/rules/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuditChange } from '../db/schema.ts';

export type AuditTrail = (
  db: Db,
  e: EndpointDef,
  kind: AuditKind,
  request: FastifyRequest,
  status: number,
  changes: AuditChange[],
) => Promise<void>;

const trails = new WeakMap<FastifyInstance, AuditTrail>();

/** Called by the audit module's plugin. */
export const provideAuditTrail = (app: FastifyInstance, trail: AuditTrail) => void trails.set(app, trail);

/** An audited call is refused rather than left off the record. */
export function auditTrailOf(app: FastifyInstance): AuditTrail {
  const trail = trails.get(app);
  if (!trail) throw new Error('No audit trail: the audit module is not registered.');
  return trail;
}
