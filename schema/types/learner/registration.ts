// The learners registered in an account through its registration form, with
// the answers they gave and the tracks those answers chose: read by the
// account's owner.
import { parseAnswers } from '../../../domain/quiz/answersInput.ts';
import { requireOrganization } from '../../../server/context.ts';
import { withSignedFileAnswers } from '../../../server/files/answerFiles.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';

export const RegistrationRef = builder.prismaObject('Registration', {
  fields: (t) => ({
    email: t.string({ select: { learner: { select: { email: true } } }, resolve: (registration) => registration.learner.email }),
    name: t.string({ select: { learner: { select: { name: true } } }, resolve: (registration) => registration.learner.name }),
    answers: t.field({
      type: 'JSON',
      description: "the answer map of the registration form, as submitted; the learner's uploaded files with signed read URLs",
      resolve: async (registration, _args, ctx) => {
        const parsed = parseAnswers(registration.answers);
        if (!parsed.ok) return registration.answers;
        return withSignedFileAnswers(ctx, parsed.answers, { learnerId: registration.learnerId, organizationId: requireOrganization(ctx).id });
      },
    }),
    tracks: t.stringList({
      select: { tracks: { select: { track: { select: { name: true } } } } },
      resolve: (registration) => registration.tracks.map(({ track }) => track.name),
    }),
    registeredAt: t.field({ type: 'DateTime', resolve: (registration) => registration.createdAt }),
  }),
});

builder.prismaObjectField(AccountRef, 'registrations', (t) =>
  t.relatedConnection('registrations', {
    description: "The account's registered learners, newest first. Owner only.",
    authScopes: { accountOwner: true },
    cursor: 'id',
    totalCount: true,
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  }),
);
