// The render pool's worker file (renderPool.ts). Plain JavaScript, so that a
// worker thread loads it whether or not its process runs under tsx (the server
// does, `tsx server/main.ts`; vitest does not): it registers tsx's loader for
// itself, then loads the TypeScript task.
import { register } from 'tsx/esm/api';

register();
const { renderJob } = await import('./renderJob.ts');

export default renderJob;
