import * as api from '@raahi/contract/mail';
import { route } from '../../http/route.ts';
import { attachmentNames } from './attachments.ts';
import { mailOrigin, mailSite } from './mailer.ts';
import { toWireMessage } from './outbox.ts';
import { listMessages } from './outbox.repo.ts';

export const mailRoutes = [
  route(api.listOutbox, async ({ db, app, query }) => {
    const { rows, total } = await listMessages(db, query);
    const attachments = await attachmentNames(
      db,
      mailSite(app),
      rows.map((r) => r.attachments),
    );
    return { items: rows.map((row, i) => toWireMessage(row, mailOrigin(app), attachments[i]!, app.config.production)), total };
  }),
];
