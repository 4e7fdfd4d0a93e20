// How the learner behind a consent or policy record was identified (issue 30):
// a record made on an e-mail alone is worth less than one made with a session
// or a mailed code, and whoever reads the history must be able to tell them
// apart. A session is not a proof of the mailbox where sign-in takes the
// e-mail alone; that is why export and delete ask for a step-up code
// (docs/decisions/stepUpCodes.md).
import { isLearner } from '../../auth/scopes.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LearnerIdentification } from '../../db/generated/client.ts';

/** The legacy token-less body is `emailOnly`, a learner token `session`. */
export function identificationOf(viewer: Viewer): LearnerIdentification {
  return isLearner(viewer) && viewer.sessionId !== null ? 'session' : 'emailOnly';
}
