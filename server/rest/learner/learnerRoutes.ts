// A learner's own calls: whether an e-mail is known, the sign-in, the details
// (or registration) form, the learner home, a program's content and the
// progress marks (learner spec §1–§5).
import { AppError } from '../../errors.ts';
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
import type { Route } from '../route.ts';
import { emailAloneNamesLearner, namesLearnerWithoutToken } from './learnerIdentity.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const userRoutes: Record<string, Route> = {
  checkIfUserExists: { access: 'public', perAddressLimit: true, handle: (ctx, body) => learnerExists(ctx, body.username ?? body.email) },
  login: {
    access: 'public',
    perAddressLimit: true,
    handle: async (ctx, body) => {
      const { token, learner } = await signInLearner(ctx, body.email, body.code);
      return { token, email: learner.email, name: learner.name };
    },
  },
  setUserInfo: {
    access: 'public',
    perAddressLimit: true,
    handle: async (ctx, body) => {
      // The user-details dialog: with a learner token, or without any token and
      // without the registration's two acceptances (then the e-mail names the
      // learner). Otherwise: registration. An admin's token is not a learner's.
      if (ctx.viewer.kind === 'admin') throw new AppError('forbidden');
      const details = body.privacyPolicyAccepted === undefined && body.termsAccepted === undefined;
      // verified sign-in: the details need the learner's token, not the e-mail alone
      if (details && ctx.viewer.kind === 'anonymous' && !emailAloneNamesLearner(ctx)) throw new AppError('unauthenticated');
      if (ctx.viewer.kind === 'learner' || (details && namesLearnerWithoutToken(ctx, body))) {
        const learner = ctx.viewer.kind === 'learner' ? await requireLearnerEmail(ctx, body.email) : await actAsLearnerNamedByEmail(ctx, body.email);
        await updateLearnerInfo(ctx, learner, { name: body.name, telegram: body.telegram, dateOfBirth: body.dateOfBirth });
        return true;
      }
      await registerLearner(ctx, {
        email: text(body.email),
        repeatEmail: text(body.repeatEmail ?? body.email),
        name: text(body.name),
        telegram: text(body.telegram) || null,
        dateOfBirth: text(body.dateOfBirth) || null,
        privacyPolicyAccepted: body.privacyPolicyAccepted === true,
        termsAccepted: body.termsAccepted === true,
      }, undefined, body.code);
      return true;
    },
  },
  getUserData: {
    access: 'learner',
    handle: async (ctx, body) => learnerHomeData(ctx, await requireLearnerEmail(ctx, body.email)),
  },
  getUserProgramData: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      return learnerProgramData(ctx, body.accountId, body.programId);
    },
  },
  setUserProgress: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      if (typeof body.itemId !== 'string' || typeof body.value !== 'boolean') throw new AppError('invalid_data_entry');
      await setItemCompleted(ctx, body.itemId, body.value);
      return true;
    },
  },
};
