import * as api from '@raahi/contract/audit';
import { route } from '../../http/route.ts';
import { searchAudit } from './audit.service.ts';

export const auditRoutes = [route(api.listAuditEntries, ({ db, query }) => searchAudit(db, query))];
