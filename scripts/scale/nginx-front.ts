// nginx with the committed ops/nginx.conf in front of an API process (the way a one-machine deployment sends
// pictures: from the folder, by the kernel), for its test (apps/api/test/infra/nginx-front.cluster.test.ts) and the
// benchmark, which measures it with wrk, a client written in C: autocannon, in JavaScript, receives about
// 90 MB a second here, so it measures itself rather than any server for a 62 KB answer.
// Both are Debian packages (apt-get install nginx-light wrk).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './servers.ts';

const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';

export const nginxInstalled = () => fs.existsSync(NGINX);
export const nginxAndWrkInstalled = () => nginxInstalled() && fs.existsSync(WRK);

export type Front = { port: number; child: ChildProcess; prefix: string };

/** Adds the search (and, with `read`, read) permission for everyone, keeping the rest (a sticky /tmp stays so). */
const openUp = (dir: string, read = false) => fs.chmodSync(dir, (fs.statSync(dir).mode & 0o7777) | 0o111 | (read ? 0o444 : 0));

/** nginx on a free port in front of the API on `apiPort`, sending pictures from `uploadsDir`. */
export async function startNginx(apiPort: number, uploadsDir: string): Promise<Front> {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-nginx-'));
  openUp(prefix, true);
  // nginx's workers run as another user (nobody, when started by root): they must reach and read the folder
  openUp(path.dirname(uploadsDir));
  openUp(uploadsDir, true);
  fs.mkdirSync(path.join(prefix, 'temp'));
  const vars: Record<string, string> = { RAAHI_LISTEN: `127.0.0.1:${port}`, RAAHI_API: `127.0.0.1:${apiPort}`, RAAHI_UPLOADS: uploadsDir };
  const conf = path.join(prefix, 'nginx.conf');
  const template = fs.readFileSync(path.resolve(import.meta.dirname, '../../ops/nginx.conf'), 'utf8');
  fs.writeFileSync(
    conf,
    template.replace(/\$\{(RAAHI_[A-Z]+)\}/g, (_, name: string) => vars[name]!),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('nginx stopped while starting');
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { port, child, prefix };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not answer in 10 s');
}

export async function stopNginx(f: Front) {
  if (f.child.exitCode === null) {
    f.child.kill('SIGQUIT');
    await new Promise((r) => f.child.once('exit', r));
  }
  fs.rmSync(f.prefix, { recursive: true, force: true });
}

/** Requests a second wrk gets from `url` with `connections` keep-alive connections over `seconds`. */
export function wrk(url: string, seconds: number, connections: number): number {
  const r = spawnSync(WRK, ['-t2', `-c${connections}`, `-d${seconds}s`, url], { encoding: 'utf8' });
  const found = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout);
  if (!found) throw new Error(`wrk: ${r.stdout}${r.stderr}`);
  return Number(found[1]);
}
