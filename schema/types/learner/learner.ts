import { learnerDetails } from '../../../domain/learner/learnerInputs.ts';
import { mayReadLearner } from '../../../server/services/learner/learnerAccess.ts';
import { acceptPolicies, updateViewerDetails } from '../../../server/services/learner/learners.ts';
import { learnerProgramsWhere, programOrder } from '../../../server/services/program/programs.ts';
import { builder } from '../../builder.ts';

export const LearnerRef = builder.prismaNode('Learner', {
  id: { field: 'id' },
  // the learner themself, a holder of their organisation, or a platform admin
  authScopes: (learner, ctx) => mayReadLearner(ctx, learner),
  fields: (t) => ({
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    telegram: t.exposeString('telegram', { nullable: true }),
    dateOfBirth: t.expose('dateOfBirth', { type: 'Date', nullable: true }),
    privacyPolicyAccepted: t.exposeBoolean('privacyPolicyAccepted'),
    privacyPolicyAcceptedAt: t.expose('privacyPolicyAcceptedAt', { type: 'DateTime', nullable: true }),
    termsAccepted: t.exposeBoolean('termsAccepted'),
    termsAcceptedAt: t.expose('termsAcceptedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    programs: t.prismaConnection({
      type: 'Program',
      cursor: 'id',
      description: 'Programs of the accounts the learner may see; closed: true lists the ended ones.',
      args: { closed: t.arg.boolean({ required: false }) },
      resolve: (query, learner, args, ctx) =>
        ctx.prisma.program.findMany({
          ...query,
          where: learnerProgramsWhere(learner.organizationId, learner.id, args.closed ?? false),
          orderBy: programOrder,
        }),
    }),
  }),
});

builder.mutationFields((t) => ({
  updateLearnerDetails: t.field({
    type: LearnerRef,
    description: 'The user-details dialog: name (required; commas removed) and telegram.',
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('UpdateLearnerDetailsInput', {
            fields: (f) => ({ name: f.string({ required: true }), telegram: f.string() }),
          })
          .validate(learnerDetails),
      }),
    },
    resolve: (_root, { input }, ctx) => updateViewerDetails(ctx, input),
  }),
  acceptPolicies: t.field({
    type: LearnerRef,
    description: 'The policy acceptance dialog: both the privacy policy and the terms must be accepted.',
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('AcceptPoliciesInput', {
          fields: (f) => ({ privacyPolicyAccepted: f.boolean({ required: true }), termsAccepted: f.boolean({ required: true }) }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => acceptPolicies(ctx, input),
  }),
}));
