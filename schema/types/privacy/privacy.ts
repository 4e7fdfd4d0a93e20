// The learner's own data (docs/decisions/privacy.md): exportMyData, the
// document user/exportUserData answers with, and deleteMyAccount, which
// erases the signed-in learner. Both act on the session's learner only.
import { eraseLearner } from '../../../server/services/privacy/eraseLearner.ts';
import { exportLearnerData } from '../../../server/services/privacy/exportLearnerData.ts';
import { builder } from '../../builder.ts';

builder.queryField('exportMyData', (t) =>
  t.field({
    type: 'JSON',
    description:
      'Everything the platform holds about the signed-in learner in their organisation: profile, consents, registrations and tracks, attempts, submissions with answers and scores, grades, progress and playback positions, certificates, tickets, files. No secrets.',
    errors: {},
    authScopes: { learner: true },
    resolve: (_root, _args, ctx) => exportLearnerData(ctx),
  }),
);

const DeletedAccountRef = builder.objectRef<{ success: true }>('DeletedAccount').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

builder.mutationField('deleteMyAccount', (t) =>
  t.field({
    type: DeletedAccountRef,
    description:
      "Erases the signed-in learner: email must be their own e-mail (deleteEmailMismatch) and confirmDeletion true (deleteNotConfirmed). Personal data goes, results stay anonymised; the learner's sessions end.",
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteMyAccountInput', {
          fields: (f) => ({ email: f.string({ required: true }), confirmDeletion: f.boolean({ required: true }) }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => eraseLearner(ctx, input),
  }),
);
