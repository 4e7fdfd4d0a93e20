// Signing in and out: learners by e-mail, the admin roles by username and password.
import { ADMIN_LEVELS, adminSignInInput } from '../../../domain/session/sessionInputs.ts';
import { signInAdmin, type AdminSignIn } from '../../../server/services/session/identities.ts';
import { learnerExists, registerLearner, signInLearner, type LearnerSignIn } from '../../../server/services/learner/learners.ts';
import { closeSession } from '../../../server/services/session/sessions.ts';
import { builder } from '../../builder.ts';
import { RoleEnum, ViewerRef } from './viewer.ts';
import { LearnerRef } from '../learner/learner.ts';

const LearnerSession = builder.objectRef<LearnerSignIn>('LearnerSession').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    learner: t.field({ type: LearnerRef, resolve: (session) => session.learner }),
  }),
});

const AdminSession = builder.objectRef<AdminSignIn>('AdminSession').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    role: t.field({ type: RoleEnum, resolve: (session) => session.role }),
    viewer: t.field({
      type: ViewerRef,
      resolve: (session) => ({
        role: session.role,
        username: session.username,
        learnerId: null,
        accountId: session.accountId,
        organizationId: session.role === 'PLATFORM_ADMIN' ? null : session.organizationId,
      }),
    }),
  }),
});

export const AdminLevelEnum = builder.enumType('AdminLevel', { values: ADMIN_LEVELS });

const SignOutPayload = builder.objectRef<{ signedOut: boolean }>('SignOutPayload').implement({
  fields: (t) => ({ signedOut: t.exposeBoolean('signedOut') }),
});

builder.queryField('learnerExists', (t) =>
  t.boolean({
    description: "Whether the e-mail is a learner of the request's organisation.",
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => learnerExists(ctx, args.email),
  }),
);

builder.mutationFields((t) => ({
  learnerSignIn: t.field({
    type: LearnerSession,
    description: "Signs in an existing learner of the request's organisation; userNotFound when unknown.",
    authScopes: { public: true },
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('LearnerSignInInput', {
          fields: (f) => ({
            email: f.string({ required: true }),
            code: f.string({ description: 'The mailed one-time code, when the organisation has verified sign-in on.' }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => signInLearner(ctx, input.email, input.code),
  }),
  registerLearner: t.field({
    type: LearnerSession,
    authScopes: { public: true },
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RegisterLearnerInput', {
          fields: (f) => ({
            email: f.string({ required: true }),
            repeatEmail: f.string({ required: true }),
            name: f.string({ required: true }),
            telegram: f.string(),
            dateOfBirth: f.field({ type: 'Date', description: 'YYYY-MM-DD' }),
            privacyPolicyAccepted: f.boolean({ required: true }),
            termsAccepted: f.boolean({ required: true }),
            code: f.string({ description: 'The mailed one-time code, when the organisation has verified sign-in on.' }),
          }),
        }),
      }),
    },
    resolve: (_root, { input: { code, ...input } }, ctx) => registerLearner(ctx, input, undefined, code),
  }),
  adminSignIn: t.field({
    type: AdminSession,
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('AdminSignInInput', {
          fields: (f) => ({
            username: f.string({ required: true }),
            password: f.string({ required: true }),
            level: f.field({ type: AdminLevelEnum, required: true }),
          }),
        }).validate(adminSignInInput),
      }),
    },
    authScopes: { public: true },
    resolve: (_root, { input }, ctx) => signInAdmin(ctx, input),
  }),
  signOut: t.field({
    type: SignOutPayload,
    description: 'Ends the session of the bearer token.',
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => ({ signedOut: await closeSession(ctx) }),
  }),
}));
