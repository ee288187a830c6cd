// Which chunk the modules that several pages share go to (vite.config.ts). Left to itself the bundler makes
// one chunk per set of pages that share a module: /hotels loaded 43 files, 31.8 KB gzipped one by one and
// 23.2 KB as one file, each small file paying its own gzip header, import lines and lost context. Here the
// modules are grouped by the pages that use them, as the bundler does, and then a small group is merged into
// another when that costs the pages less than the file it saves: a page may load a few hundred bytes it does
// not run, in exchange for one file less.
import path from 'node:path';
import zlib from 'node:zlib';

type ModuleInfo = { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/** What one file more costs a page, in gzipped bytes (header, import lines, the context it does not share). */
const FILE_COST = 900;
/** A group at least this large (gzipped, each module alone) keeps its own file. */
const LARGE_GROUP = 4096;

type Group = { pages: Set<string>; modules: string[]; size: number };

const gzipSize = (code: string | null) => (code ? zlib.gzipSync(code).length : 0);

function closure(ctx: Context, from: string, skip: Set<string>, seen = new Set<string>()): Set<string> {
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || skip.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * What a merged group costs its pages more than the two groups did apart (negative: a saving), or null when
 * a page would load more it does not run than the file saved is worth.
 */
function mergeCost(a: Group, b: Group): number | null {
  let shared = 0;
  for (const p of a.pages) if (b.pages.has(p)) shared++;
  if ((b.pages.size > shared && a.size > FILE_COST) || (a.pages.size > shared && b.size > FILE_COST)) return null;
  return a.size * (b.pages.size - shared) + b.size * (a.pages.size - shared) - FILE_COST * shared;
}

function plan(ctx: Context, entry: string, router: string, isPage: (id: string) => boolean): Map<string, string> {
  const initial = closure(ctx, entry, new Set());
  const pages = (ctx.getModuleInfo(router)?.dynamicallyImportedIds ?? []).filter(isPage);
  const pagesOf = new Map<string, Set<string>>();
  for (const page of pages)
    for (const id of closure(ctx, page, initial)) {
      if (!pagesOf.has(id)) pagesOf.set(id, new Set());
      pagesOf.get(id)!.add(page);
    }
  const byPages = new Map<string, Group>();
  for (const [id, users] of pagesOf) {
    if (users.size < 2) continue;
    const key = [...users].sort().join('\n');
    const group = byPages.get(key) ?? { pages: users, modules: [], size: 0 };
    group.modules.push(id);
    group.size += gzipSize(ctx.getModuleInfo(id)?.code ?? null);
    byPages.set(key, group);
  }
  let groups = [...byPages.values()];
  for (;;) {
    let best: { a: Group; b: Group; cost: number } | null = null;
    for (const a of groups) {
      if (a.size >= LARGE_GROUP) continue;
      for (const b of groups) {
        const cost = a === b ? null : mergeCost(a, b);
        if (cost !== null && cost < 0 && (!best || cost < best.cost)) best = { a, b, cost };
      }
    }
    if (!best) break;
    const { a, b } = best;
    const merged = { pages: new Set([...a.pages, ...b.pages]), modules: [...a.modules, ...b.modules], size: a.size + b.size };
    groups = [...groups.filter((g) => g !== a && g !== b), merged];
  }
  const chunkOf = new Map<string, string>();
  const names = new Set<string>();
  for (const group of groups) {
    const largest = group.modules.reduce((x, y) =>
      gzipSize(ctx.getModuleInfo(x)?.code ?? null) >= gzipSize(ctx.getModuleInfo(y)?.code ?? null) ? x : y,
    );
    const base = path.basename(largest).replace(/\.[^.]*$/, '');
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}-${n}`;
    names.add(name);
    for (const id of group.modules) chunkOf.set(id, name);
  }
  return chunkOf;
}

/** The `name` of a code-splitting group: the shared chunk a module goes to, or null to leave it to the bundler. */
export function sharedChunks(entry: string, router: string, isPage: (id: string) => boolean) {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, ctx: Context): string | null => {
    chunkOf ??= plan(ctx, entry, router, isPage);
    return chunkOf.get(id) ?? null;
  };
}
