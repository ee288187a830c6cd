import * as api from '@raahi/contract/mail';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { mailOrigin } from './mailer.ts';
import { toWireMessage } from './outbox.ts';
import { listMessages } from './outbox.repo.ts';

export const mailRoutes = [
  route(api.listOutbox, async ({ db, app, query }) => page(await listMessages(db, query), (row) => toWireMessage(row, mailOrigin(app)))),
];
