// A learner's own calls: whether an e-mail is known, the sign-in, the details
// (or registration) form, the learner home, a program's content and the
// progress marks (learner spec §1–§5).
import {
  learnerDetails,
  learnerNamed,
  learnerSignIn,
  legacyLearnerLookup,
  legacyProgramDataQuery,
  legacyProgressMark,
  legacyRegistration,
} from '../../../domain/learner/learnerInputs.ts';
import { isAdmin, isLearner } from '../../auth/scopes.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../inputs.ts';
import { learnerHomeData } from '../../services/learner/learnerHome.ts';
import {
  actAsLearnerNamedByEmail,
  assertLearnerEmail,
  learnerExists,
  registerLearner,
  requireLearnerEmail,
  signInLearner,
  updateLearnerInfo,
} from '../../services/learner/learners.ts';
import { learnerProgramData } from '../../services/learner/learnerProgramData.ts';
import { setItemCompleted } from '../../services/program/progress.ts';
import { route, type Route } from '../route.ts';
import { emailAloneNamesLearner, namesLearnerWithoutToken } from './learnerIdentity.ts';

export const userRoutes: Record<string, Route> = {
  checkIfUserExists: route({
    access: 'public',
    perAddressLimit: true,
    body: legacyLearnerLookup,
    handle: (ctx, { email }) => learnerExists(ctx, email),
  }),
  login: route({
    access: 'public',
    perAddressLimit: true,
    body: learnerSignIn,
    handle: async (ctx, { email, code }) => {
      const { token, learner } = await signInLearner(ctx, email, code);
      return { token, email: learner.email, name: learner.name };
    },
  }),
  setUserInfo: {
    access: 'public',
    perAddressLimit: true,
    // No body schema at the facade: which form this is, and who the learner
    // is, are decided from the body as sent; each form's schema then parses it.
    handle: async (ctx, body) => {
      // The user-details dialog: with a learner token, or without any token and
      // without the registration's two acceptances (then the e-mail names the
      // learner). Otherwise: registration. An admin's token is not a learner's.
      const { viewer } = ctx;
      if (isAdmin(viewer)) throw new AppError('forbidden');
      const details = body.privacyPolicyAccepted === undefined && body.termsAccepted === undefined;
      // verified sign-in: the details need the learner's token, not the e-mail alone (the viewer is a learner or nobody)
      if (details && !isLearner(viewer) && !emailAloneNamesLearner(ctx)) throw new AppError('unauthenticated');
      if (isLearner(viewer) || (details && namesLearnerWithoutToken(ctx, body))) {
        const learner = isLearner(viewer) ? await requireLearnerEmail(ctx, body.email) : await actAsLearnerNamedByEmail(ctx, body.email);
        await updateLearnerInfo(ctx, learner, parseInput(learnerDetails, body));
        return true;
      }
      const { code, ...registration } = parseInput(legacyRegistration, body);
      await registerLearner(ctx, registration, undefined, code);
      return true;
    },
  },
  getUserData: route({
    access: 'learner',
    body: learnerNamed,
    handle: async (ctx, { email }) => learnerHomeData(ctx, await requireLearnerEmail(ctx, email)),
  }),
  getUserProgramData: route({
    access: 'learner',
    body: legacyProgramDataQuery,
    handle: async (ctx, { email, ...query }) => {
      assertLearnerEmail(ctx, email);
      return learnerProgramData(ctx, query);
    },
  }),
  setUserProgress: route({
    access: 'learner',
    body: legacyProgressMark,
    handle: async (ctx, { email, itemId, value }) => {
      assertLearnerEmail(ctx, email);
      // typed by the schema, refused once the e-mail is the learner's
      if (itemId === null || value === null) throw new AppError('invalid_data_entry');
      await setItemCompleted(ctx, itemId, value);
      return true;
    },
  }),
};
