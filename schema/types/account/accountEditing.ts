// The account owner's side of an account: its settings and the mutation that
// changes them (its programs: ../program/programEditing.ts; its quizzes:
// ../quizEditor/quizEditing.ts).
import { ACCOUNT_PROPERTIES, accountPropertyInput } from '../../../domain/account/accountInputs.ts';
import { setAccountProperty } from '../../../server/services/account/accountSettings.ts';
import { accountTrackNames } from '../../../server/services/account/accounts.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from './account.ts';

const CertificateKeywordRef = builder.objectRef<{ keyword: string; value: string }>('CertificateKeyword').implement({
  fields: (t) => ({ keyword: t.exposeString('keyword'), value: t.exposeString('value') }),
});

const AccountPropertyEnum = builder.enumType('AccountProperty', { values: ACCOUNT_PROPERTIES });

/** Fields only the account's owner reads: the owner's editing screens. */
export const ownerOnly = { authScopes: { accountOwner: true } } as const;

builder.objectFields(AccountRef, (t) => ({
  useRegForm: t.exposeBoolean('useRegForm'),
  regFormId: t.exposeString('regFormId', { nullable: true }),
  hideAccountToQuiz: t.exposeBoolean('hideAccountToQuiz'),
  disableDownloads: t.exposeBoolean('disableDownloads'),
  completionDays: t.exposeInt('completionDays', { nullable: true }),
  timedAccountCompletionCriteria: t.exposeStringList('timedAccountCompletionCriteria'),
  certificateTemplate: t.exposeString('certificateTemplate', { nullable: true }),
  useCertificateTemplate: t.exposeBoolean('useCertificateTemplate'),
  certificateReleaseCriteria: t.exposeStringList('certificateReleaseCriteria'),
  certificateKeywords: t.field({
    type: [CertificateKeywordRef],
    resolve: (account) =>
      Object.entries((account.certificateTemplateUserKeywords ?? {}) as Record<string, unknown>).map(([keyword, value]) => ({
        keyword,
        value: String(value),
      })),
  }),
  tracks: t.stringList({
    description: "The tracks learners are on, and the choices of the registration form's course-link questions.",
    ...ownerOnly,
    resolve: (account, _args, ctx) => accountTrackNames(ctx, account.id),
  }),
}));

builder.mutationFields((t) => ({
  setAccountProperty: t.field({
    type: AccountRef,
    description: "Sets one property of the owner's account, checked by its rule.",
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SetAccountPropertyInput', {
          fields: (f) => ({ property: f.field({ type: AccountPropertyEnum, required: true }), value: f.field({ type: 'JSON' }) }),
        }).validate(accountPropertyInput),
      }),
    },
    resolve: (_root, { input }, ctx) => setAccountProperty(ctx, input),
  }),
}));
