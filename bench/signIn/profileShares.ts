// Where a V8 CPU profile (.cpuprofile, from node --cpu-prof) spent its time,
// by place: each npm package, the app's own folders (server/, schema/,
// domain/), Node's internals, garbage collection; idle time left out. A node's
// self time is its samples; a place's share is its samples over all busy ones.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
}

export interface Share {
  where: string;
  percent: number;
}

/** The place a function's script is in: a package under node_modules, a top folder of the app, node's internals, or V8's own entry. */
export function placeOf(url: string, functionName: string): string {
  if (url === '') return functionName === '(garbage collector)' ? 'garbage collection' : functionName || '(native)';
  const packages = url.split('/node_modules/');
  if (packages.length > 1) {
    const parts = packages[packages.length - 1].split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node internals';
  const app = /\/(server|schema|domain|prisma|bench)\/([^/]+)/.exec(url);
  return app ? `app: ${app[1]}/${app[2].replace(/\.ts$/, '')}` : url;
}

export function profileShares(profile: CpuProfile, top: number): Share[] {
  const counts = new Map<number, number>();
  for (const id of profile.samples ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byPlace = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const hits = counts.get(node.id) ?? node.hitCount ?? 0;
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
    const place = placeOf(node.callFrame.url, node.callFrame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
    busy += hits;
  }
  return [...byPlace.entries()]
    .map(([where, hits]) => ({ where, percent: busy === 0 ? 0 : (hits / busy) * 100 }))
    .sort((a, b) => b.percent - a.percent)
    .slice(0, top);
}
