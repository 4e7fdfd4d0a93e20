// The learner's own data (docs/decisions/privacy.md): exportMyData, the
// document user/exportUserData answers with, and deleteMyAccount, which
// erases the signed-in learner. Both act on the session's learner only, and
// both carry a step-up code mailed for that action by requestStepUpCode
// (issue 30, docs/decisions/stepUpCodes.md). The export spends its code, so it
// is a mutation.
import { eraseLearner } from '../../../server/services/privacy/eraseLearner.ts';
import { exportLearnerData } from '../../../server/services/privacy/exportLearnerData.ts';
import { requestStepUpCode } from '../../../server/services/stepUp/stepUpCodes.ts';
import { dataExportRequest, erasureRequest, STEP_UP_ACTIONS, stepUpCodeRequest } from '../../../domain/privacy/privacyInputs.ts';
import { builder } from '../../builder.ts';

const CODE_DESCRIPTION = 'The six digits mailed by requestStepUpCode for this action: stepUpRequired without them, signInCode* when they do not hold.';

const StepUpActionRef = builder.enumType('StepUpAction', {
  description: 'What a step-up code is mailed for: it works for that action only.',
  values: STEP_UP_ACTIONS,
});

const StepUpCodeSentRef = builder.objectRef<{ sent: true }>('StepUpCodeSent').implement({
  fields: (t) => ({ sent: t.exposeBoolean('sent') }),
});

builder.mutationField('requestStepUpCode', (t) =>
  t.field({
    type: StepUpCodeSentRef,
    description:
      "Mails the signed-in learner a one-time code for one action (exporting their data, deleting their account), in every organisation; counted with the e-mail's sign-in codes.",
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('RequestStepUpCodeInput', {
            fields: (f) => ({
              action: f.field({ type: StepUpActionRef, required: true }),
              locale: f.string({ description: 'ar (default) or en: the language of the mail' }),
            }),
          })
          .validate(stepUpCodeRequest),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ sent: await requestStepUpCode(ctx, input) }),
  }),
);

const ExportedDataRef = builder.objectRef<{ data: unknown }>('ExportedData').implement({
  fields: (t) => ({ data: t.field({ type: 'JSON', resolve: (parent) => parent.data }) }),
});

builder.mutationField('exportMyData', (t) =>
  t.field({
    type: ExportedDataRef,
    description:
      'Everything the platform holds about the signed-in learner in their organisation: profile, consents, registrations and tracks, attempts, submissions with answers and scores, grades, progress and playback positions, certificates, tickets, files. No secrets. Spends the code.',
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ExportMyDataInput', { fields: (f) => ({ code: f.string({ description: CODE_DESCRIPTION }) }) }).validate(dataExportRequest),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ data: await exportLearnerData(ctx, input) }),
  }),
);

const DeletedAccountRef = builder.objectRef<{ success: true }>('DeletedAccount').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

builder.mutationField('deleteMyAccount', (t) =>
  t.field({
    type: DeletedAccountRef,
    description:
      "Erases the signed-in learner: email must be their own e-mail (deleteEmailMismatch), confirmDeletion true (deleteNotConfirmed) and code the one mailed for deleteAccount. Personal data goes, results stay anonymised; the learner's sessions end.",
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('DeleteMyAccountInput', {
            fields: (f) => ({
              email: f.string({ required: true }),
              confirmDeletion: f.boolean({ required: true }),
              code: f.string({ description: CODE_DESCRIPTION }),
            }),
          })
          .validate(erasureRequest),
      }),
    },
    resolve: (_root, { input }, ctx) => eraseLearner(ctx, input),
  }),
);
