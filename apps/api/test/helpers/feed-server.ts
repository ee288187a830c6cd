// A real HTTP server serving iCalendar feeds for channel sync tests (decision 0062): set a path's answer,
// then point an import at `url(path)`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@raahi/contract/rules/dates';

type Answer = { status: number; body: string; headers?: Record<string, string> };

export type FeedServer = {
  url(path: string): string;
  set(path: string, answer: Answer | string): void;
  hits(path: string): number;
  close(): Promise<void>;
};

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, Answer>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const a = answers.get(path) ?? { status: 404, body: 'not here' };
    res.writeHead(a.status, { 'content-type': 'text/calendar; charset=utf-8', ...a.headers });
    res.end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, answer) => void answers.set(path, typeof answer === 'string' ? { status: 200, body: answer } : answer),
    hits: (path) => hits.get(path) ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** a feed as another site writes one: an all-day event per [first night, night after the last) */
export function feedOf(stays: [string, string][], uid = 'other-site'): string {
  const events = stays.map(
    ([from, to], i) =>
      `BEGIN:VEVENT\r\nUID:${uid}-${i}@example.com\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${from.replaceAll('-', '')}\r\nDTEND;VALUE=DATE:${to.replaceAll('-', '')}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`,
  );
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other site//EN\r\n${events.join('')}END:VCALENDAR\r\n`;
}

/** [day, day after] for a stay of `nights` from `day` */
export const nightsFrom = (first: string, nights: number): [string, string] => [first, addDays(first, nights)];
