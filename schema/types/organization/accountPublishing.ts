// Publishing an account (issue 30): its state for those who manage it, and the
// owner's or holder's publishAccount. docs/decisions/orgAccounts.md, "Publishing".
import { publishAccount } from '../../../server/services/organization/accountPublishing.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';

builder.prismaObjectFields('Account', (t) => ({
  publishedAt: t.expose('publishedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When its owner or holder published it; null while learners do not see it (a new or cloned account).',
  }),
}));

const PublishAccountInput = builder.inputType('PublishAccountInput', {
  fields: (f) => ({ accountId: f.globalID({ required: true, for: AccountRef }) }),
});

builder.mutationField('publishAccount', (t) =>
  t.field({
    type: AccountRef,
    description: "Shows the account to learners: the owner's own account, or one of the holder's organisation. Publishing a published one changes nothing.",
    errors: {},
    authScopes: { accountOwner: true, orgHolder: true },
    args: { input: t.arg({ type: PublishAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) => publishAccount(ctx, input.accountId.id),
  }),
);
