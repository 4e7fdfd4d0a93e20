// Verified sign-in (docs/decisions/verifiedSignIn.md): the public organisation
// tells the client whether a mailed code is needed; requestSignInCode mails
// one; learnerSignIn and registerLearner take it as `code`.
import { requestSignInCode } from '../../../server/services/signInCodes/requestSignInCode.ts';
import { signInCodeRequest } from '../../../domain/signInCodes/signInCodeInputs.ts';
import { builder } from '../../builder.ts';
import { OrganizationRef } from '../organization/organization.ts';

builder.objectFields(OrganizationRef, (t) => ({
  verifiedSignIn: t.exposeBoolean('verifiedSignIn', {
    description: 'Whether learners confirm their e-mail with a mailed one-time code to sign in or register.',
  }),
}));

const RequestSignInCodePayload = builder.objectRef<{ sent: boolean }>('RequestSignInCodePayload').implement({
  fields: (t) => ({ sent: t.exposeBoolean('sent', { description: 'The same answer whether or not the e-mail is a learner’s.' }) }),
});

builder.mutationFields((t) => ({
  requestSignInCode: t.field({
    type: RequestSignInCodePayload,
    description: "Mails a one-time sign-in code to the e-mail, in the organisation with verified sign-in on; counted per address and per e-mail.",
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('RequestSignInCodeInput', {
            fields: (f) => ({
              email: f.string({ required: true }),
              locale: f.string({ description: 'ar (default) or en: the language of the mail' }),
            }),
          })
          .validate(signInCodeRequest),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ sent: await requestSignInCode(ctx, input) }),
  }),
}));
