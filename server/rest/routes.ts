// The legacy REST facade's paths: POST /user/<name> and /admin/<name>, each a
// thin adapter over the services GraphQL uses. `access` is checked before the
// handler runs; handlers check ownership through the services.
import type { Route } from './route.ts';
import { AppError } from '../errors.ts';
import { learnerHomeData } from '../services/learner/learnerHome.ts';
import {
  actAsLearnerNamedByEmail,
  learnerExists,
  registerLearner,
  assertLearnerEmail,
  requireLearnerEmail,
  signInLearner,
  updateLearnerInfo,
} from '../services/learner/learners.ts';
import { emailAloneNamesLearner, namesLearnerWithoutToken } from './learner/learnerIdentity.ts';
import { learnerCertificates } from '../services/certificates/learnerCertificates.ts';
import { learnerProgramData } from '../services/learner/learnerProgramData.ts';
import { setItemCompleted } from '../services/program/progress.ts';
import { contentRoutes } from './program/contentRoutes.ts';
import { quizRoutes } from './quiz/quizRoutes.ts';
import { notificationRoutes } from './notifications/notificationRoutes.ts';
import { examineeRoutes } from './examinees/examineeRoutes.ts';
import { userRecordRoutes } from './learnerRecords/userRecordRoutes.ts';
import { gradeRoutes } from './grades/gradeRoutes.ts';
import { resultRoutes } from './results/resultRoutes.ts';
import { orgSettingsRoutes } from './organization/orgSettingsRoutes.ts';
import { orgAccountRoutes } from './organization/orgAccountRoutes.ts';
import { courseIntroductionAdminRoutes, courseIntroductionUserRoutes } from './courseIntroductions/courseIntroductionRoutes.ts';
import { certificateAdminRoutes } from './certificates/certificateRoutes.ts';
import { platformRoutes } from './platform/platformRoutes.ts';
import { ticketAdminRoutes, ticketUserRoutes } from './tickets/ticketRoutes.ts';
import { passwordAdminRoutes } from './passwords/passwordRoutes.ts';
import { maintenanceAdminRoutes, maintenanceUserRoutes } from './maintenance/maintenanceRoutes.ts';
import { privacyUserRoutes } from './privacy/privacyRoutes.ts';
import { signInCodeUserRoutes } from './signInCodes/signInCodeRoutes.ts';
import { consentUserRoutes } from './consent/consentRoutes.ts';
import { bulkMailAdminRoutes } from './bulkMail/bulkMailRoutes.ts';
import { sessionAdminRoutes } from './session/sessionRoutes.ts';
import { accountAdminRoutes } from './account/accountRoutes.ts';
import { fileAdminRoutes } from './files/fileRoutes.ts';
import { orgDataUserRoutes } from './organization/orgDataRoutes.ts';

export type { Body, Route } from './route.ts';

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
  getUserCertificates: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      if (typeof body.account !== 'string' || !body.account) throw new AppError('invalid_data_entry', { field: 'account' });
      const certificates = await learnerCertificates(ctx, [body.account]);
      return certificates.map(({ displayName, url }) => ({ displayName, url }));
    },
  },
  getAllUserCertificates: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      const ids = Array.isArray(body.accountIds) ? body.accountIds.filter((id): id is string => typeof id === 'string') : undefined;
      const certificates = await learnerCertificates(ctx, ids);
      return certificates.map(({ displayName, url, domainName }) => ({ displayName, url, domainName }));
    },
  },
  ...orgDataUserRoutes,
  ...quizRoutes,
  ...courseIntroductionUserRoutes,
  ...ticketUserRoutes,
  ...maintenanceUserRoutes,
  ...privacyUserRoutes,
  ...signInCodeUserRoutes,
  ...consentUserRoutes,
};

export const adminRoutes: Record<string, Route> = {
  ...sessionAdminRoutes,
  ...accountAdminRoutes,
  ...fileAdminRoutes,
  ...contentRoutes,
  ...notificationRoutes,
  ...examineeRoutes,
  ...userRecordRoutes,
  ...gradeRoutes,
  ...resultRoutes,
  ...orgSettingsRoutes,
  ...orgAccountRoutes,
  ...courseIntroductionAdminRoutes,
  ...certificateAdminRoutes,
  ...platformRoutes,
  ...ticketAdminRoutes,
  ...passwordAdminRoutes,
  ...maintenanceAdminRoutes,
  ...bulkMailAdminRoutes,
};
