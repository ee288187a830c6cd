// A real SMTP server on a free local port (the `smtp-server` package), keeping what it receives, parsed.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedFile = { filename: string; contentType: string; content: Buffer };
export type Received = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: ReceivedFile[];
};

export type TestSmtp = {
  url: string;
  received: Received[];
  /** SMTP connections opened so far (a pooled sender reuses a few for many messages) */
  connections(): number;
  /** the next `n` messages are refused (as a server that is down or over quota would), then it accepts again */
  refuseNext(n: number): void;
  close(): Promise<void>;
};

export async function startSmtpServer(): Promise<TestSmtp> {
  const received: Received[] = [];
  let refusals = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    refuseNext: (n) => void (refusals = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a text that goes to `path` on the site. */
export function linkIn(text: string, path: string): URL {
  const found = text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, '\\/')}\\?token=[\\w-]+`));
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return new URL(found[0]);
}
