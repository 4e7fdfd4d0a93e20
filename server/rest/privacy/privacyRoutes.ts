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
import type { Route } from '../route.ts';

export const privacyUserRoutes: Record<string, Route> = {
  exportUserData: {
    access: 'learner',
    handle: async (ctx, body) => {
      requireLearnerSession(ctx);
      assertLearnerEmail(ctx, body.email);
      return { success: true, data: await exportLearnerData(ctx, { code: body.code }) };
    },
  },
  deleteUserData: {
    access: 'learner',
    // The typed e-mail is the confirmation itself: it is compared with the
    // session's learner (deleteEmailMismatch), not used to find them.
    handle: (ctx, body) => eraseLearner(ctx, { email: body.email, confirmDeletion: body.confirmDeletion, code: body.code }),
  },
  requestStepUpCode: {
    access: 'learner',
    perAddressLimit: true,
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      return requestStepUpCode(ctx, { action: body.action, locale: body.locale });
    },
  },
};
