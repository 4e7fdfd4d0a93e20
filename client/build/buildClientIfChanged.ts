// `npm start` runs this before the server: builds the client only when
// nothing is built or one of its inputs changed since the last build
// (clientBuildState.ts). `npm run build` still always builds.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { decideClientBuild, hashBuildInputs, recordClientBuild } from './clientBuildState.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Hashed before building, so a file edited during the build makes the next start build again.
const inputsHash = hashBuildInputs(root);
const decision = decideClientBuild(root, inputsHash);
if (decision.build) {
  console.log(`building the client (${decision.reason})`);
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) });
  recordClientBuild(root, inputsHash);
} else {
  console.log('the client is built from the current sources: not building it again');
}
