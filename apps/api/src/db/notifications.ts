// Messages between the processes on one database: PostgreSQL's NOTIFY/LISTEN, or, for the embedded PGlite
// (one process holds its data folder), an in-process emitter.
import { EventEmitter } from 'node:events';
import pg from 'pg';

export type Notifications = {
  /** sends `payload` to every subscriber of `channel`, in this process and the others */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` with each payload sent on `channel`. After a lost connection (when messages may have
   * been missed) it reconnects and calls `onResync`. Resolves to a function that stops listening.
   */
  subscribe(channel: string, onMessage: (payload: string) => void, onResync: () => void): Promise<() => Promise<void>>;
};

const RECONNECT_MS = 1000;

export function postgresNotifications(connectionString: string, pool: pg.Pool): Notifications {
  return {
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, onMessage, onResync) {
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString });
        c.on('notification', (n) => {
          if (n.channel === channel) onMessage(n.payload ?? '');
        });
        const lost = () => {
          if (stopped || client !== c) return;
          client = undefined;
          retry = setTimeout(() => void connect().then(onResync, lost), RECONNECT_MS);
        };
        c.on('error', lost);
        c.on('end', lost);
        client = c;
        await c.connect();
        await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
  };
}

export function inProcessNotifications(): Notifications {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    async notify(channel, payload) {
      emitter.emit(channel, payload);
    },
    async subscribe(channel, onMessage) {
      emitter.on(channel, onMessage);
      return async () => void emitter.off(channel, onMessage);
    },
  };
}
