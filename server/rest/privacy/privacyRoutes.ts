// The learner's own data: user/exportUserData and user/deleteUserData. Both
// need the learner's session token (access 'learner'): an e-mail in the body
// must be the session's learner, so knowing an address is never enough to
// read or erase someone. Both carry `code`, a step-up code the learner asked
// for with user/requestStepUpCode (docs/decisions/stepUpCodes.md).
import { assertLearnerEmail } from '../../services/learner/learners.ts';
import { eraseLearner } from '../../services/privacy/eraseLearner.ts';
import { exportLearnerData } from '../../services/privacy/exportLearnerData.ts';
import { requireLearnerSession } from '../../services/privacy/learnerSession.ts';
import { requestStepUpCode } from '../../services/stepUp/stepUpCodes.ts';
import { erasureRequest, legacyDataExportRequest, legacyStepUpCodeRequest } from '../../../domain/privacy/privacyInputs.ts';
import { route, type Route } from '../route.ts';

export const userRoutes: Record<string, Route> = {
  exportUserData: route({
    access: 'learner',
    body: legacyDataExportRequest,
    handle: async (ctx, { email, code }) => {
      requireLearnerSession(ctx);
      assertLearnerEmail(ctx, email);
      return { success: true, data: await exportLearnerData(ctx, { code }) };
    },
  }),
  deleteUserData: route({
    access: 'learner',
    // The typed e-mail is the confirmation itself: it is compared with the
    // session's learner (deleteEmailMismatch), not used to find them.
    body: erasureRequest,
    handle: (ctx, erasure) => eraseLearner(ctx, erasure),
  }),
  requestStepUpCode: route({
    access: 'learner',
    perAddressLimit: true,
    body: legacyStepUpCodeRequest,
    handle: async (ctx, { email, action, locale }) => {
      assertLearnerEmail(ctx, email);
      return requestStepUpCode(ctx, { action, locale });
    },
  }),
};
