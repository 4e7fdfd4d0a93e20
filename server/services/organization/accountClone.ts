// Cloning an account (docs/decisions/orgAccounts.md): a new account with its
// own owner that copies the source's settings, tracks, quizzes and programs
// with their whole item trees, under new ids. Every reference between them is
// remapped (program and item quiz ids, prerequisites, tracks, heading-progress
// folders, expression parameters, the registration form, completion and
// certificate criteria), so the copy refers only to itself. Nothing about
// learners is copied: registrations, attempts, submissions, grades, examinees,
// certificates issued or uploaded, API tokens, course introductions. The copy
// is named "<name> (copy)" in the cloning holder's language, and starts
// unpublished: learners see it once its owner or the holder publishes it.
import { randomUUID } from 'node:crypto';
import { cloneName } from '../../../domain/account/cloneName.ts';
import type { CloneAccountFields } from '../../../domain/organization/organizationInputs.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { RequestContext } from '../../context.ts';
import { Prisma, type Account } from '../../db/generated/client.ts';
import { settled } from '../../inputs.ts';
import { assertUsernameFree, usernameRace } from './accountCredentials.ts';
import { heldAccount } from './heldAccounts.ts';
import { nextAccountOrder } from './orgAccounts.ts';

/** The source account, then the new owner's fields, checked once it is found (domain/organization/organizationInputs.ts). */
export type CloneAccountInput = CloneAccountFields & { sourceAccountId: string };

/** Replaces every string that is an old id by its new id, at any depth of a JSON value. */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (ids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((entry) => remapIds(entry, ids)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, remapIds(entry, ids)])) as T;
  }
  return value;
}

/** A nullable JSON column's value as written back: SQL NULL for null. */
const nullableJson = (value: Prisma.JsonValue | null) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue));
/** A JSON column that is never null (it has a default). */
const json = (value: Prisma.JsonValue) => value as Prisma.InputJsonValue;

export async function cloneAccount(ctx: RequestContext, input: CloneAccountInput): Promise<Account> {
  const source = await heldAccount(ctx, input.sourceAccountId);
  const username = settled(input.username, 'username');
  const email = settled(input.email, 'email');
  // the cloning holder's language (ar or en, ar when absent): the language of the copy's "(copy)" mark
  const locale = settled(input.locale, 'locale');
  const alias = settled(input.alias, 'alias') ?? cloneName(source.alias, locale);
  const passwordHash = await hashPassword(settled(input.password, 'password'));
  await assertUsernameFree(ctx.prisma, username);
  const order = await nextAccountOrder(ctx, source.organizationId);

  return ctx.prisma
    .$transaction(
      async (tx) => {
        const [tracks, quizzes, programs] = await Promise.all([
          tx.track.findMany({ where: { accountId: source.id } }),
          tx.quiz.findMany({ where: { accountId: source.id, deletedAt: null } }),
          tx.program.findMany({ where: { accountId: source.id }, include: { items: true } }),
        ]);
        const items = programs.flatMap((program) => program.items);
        const ids = new Map<string, string>();
        for (const row of [...tracks, ...quizzes, ...programs, ...items]) ids.set(row.id, randomUUID());
        const mapped = (id: string | null) => (id === null ? null : (ids.get(id) ?? null));
        const mappedList = (list: string[]) => list.flatMap((id) => (ids.has(id) ? [ids.get(id)!] : []));

        const account = await tx.account.create({
          data: {
            organizationId: source.organizationId,
            alias,
            email,
            order,
            // hidden from learners until published (docs/decisions/orgAccounts.md, "Publishing")
            publishedAt: null,
            isTimed: source.isTimed,
            enableVideo: source.enableVideo,
            storageBucket: source.storageBucket,
            storageUrl: source.storageUrl,
            banner: source.banner,
            primaryColor: source.primaryColor,
            useRegForm: source.useRegForm,
            regFormId: mapped(source.regFormId),
            hideAccountToQuiz: source.hideAccountToQuiz,
            accountClosed: source.accountClosed,
            disableDownloads: source.disableDownloads,
            completionDays: source.completionDays,
            timedAccountCompletionCriteria: mappedList(source.timedAccountCompletionCriteria),
            certificateTemplate: source.certificateTemplate,
            useCertificateTemplate: source.useCertificateTemplate,
            certificateReleaseCriteria: mappedList(source.certificateReleaseCriteria),
            certificateTemplateUserKeywords: json(source.certificateTemplateUserKeywords),
          },
        });
        await tx.adminIdentity.create({
          data: { role: 'ACCOUNT_OWNER', username, email, passwordHash, organizationId: source.organizationId, accountId: account.id },
        });
        const owned = { organizationId: source.organizationId, accountId: account.id };

        await tx.track.createMany({ data: tracks.map((track) => ({ id: ids.get(track.id)!, accountId: account.id, name: track.name })) });
        await tx.quiz.createMany({
          data: quizzes.map(({ id, organizationId: _o, accountId: _a, createdAt: _c, updatedAt: _u, deletedAt: _d, revision: _r, ...quiz }) => ({
            ...quiz,
            ...owned,
            id: ids.get(id)!,
            prerequisites: remapIds(quiz.prerequisites, ids),
            tracks: remapIds(quiz.tracks, ids),
            expression: nullableJson(remapIds(quiz.expression, ids)),
            passUrls: json(quiz.passUrls),
            attachments: json(quiz.attachments),
            content: json(remapIds(quiz.content, ids)),
            // an unpublished draft is copied with the quiz, as its owner left it
            draft: nullableJson(remapIds(quiz.draft, ids)),
          })),
        });
        await tx.program.createMany({
          data: programs.map(({ id, organizationId: _o, accountId: _a, createdAt: _c, updatedAt: _u, revision: _r, items: _i, ...program }) => ({
            ...program,
            ...owned,
            id: ids.get(id)!,
            prerequisites: remapIds(program.prerequisites, ids),
            tracks: remapIds(program.tracks, ids),
            headingProgress: remapIds(program.headingProgress, ids),
            legacyQuizIds: mappedList(program.legacyQuizIds),
          })),
        });
        // Parents before their children, so each row's parent exists when it is written.
        const depth = (item: (typeof items)[number], byId: Map<string, (typeof items)[number]>): number => {
          let level = 0;
          for (let row = item; row.parentId && byId.has(row.parentId) && level < 100; row = byId.get(row.parentId)!) level++;
          return level;
        };
        const byId = new Map(items.map((item) => [item.id, item]));
        const ordered = [...items].sort((a, b) => depth(a, byId) - depth(b, byId));
        await tx.programItem.createMany({
          data: ordered.map(({ id, createdAt: _c, updatedAt: _u, ...item }) => ({
            ...item,
            id: ids.get(id)!,
            programId: ids.get(item.programId)!,
            parentId: mapped(item.parentId),
            quizId: mapped(item.quizId),
            prerequisites: remapIds(item.prerequisites, ids),
            tracks: remapIds(item.tracks, ids),
            expression: nullableJson(remapIds(item.expression, ids)),
          })),
        });
        return account;
      },
      { timeout: 30_000 },
    )
    .catch(usernameRace);
}
