// admin/setAccountProperty and its GraphQL twin: one property of the owner's
// own account at a time, each checked by its rule (admin spec §5) before it is
// stored. A bad value is refused with a code and changes nothing.
import { applicableColor } from '../../../domain/colors.ts';
import { isHttpUrl } from '../../../domain/program/tree.ts';
import { isNonNegativeInteger } from '../../../domain/validation/inputRules.ts';
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { checkSvgOffThread } from '../../certificates/renderPool.ts';
import { requireOwnAccountId } from './accounts.ts';
import { AppError } from '../../errors.ts';
import { storedTemplate } from '../certificates/issuedCertificates.ts';

export const ACCOUNT_PROPERTIES = [
  'alias',
  'primaryColor',
  'banner',
  'certificateTemplate',
  'completionDays',
  'timedAccountCompletionCriteria',
  'useCertificateTemplate',
  'certificateReleaseCriteria',
  'certificateTemplateUserKeywords',
  'useRegForm',
  'hideAccountToQuiz',
  'accountClosed',
  'disableDownloads',
  'regForm',
  'folderDisplayNames',
] as const;
export type AccountProperty = (typeof ACCOUNT_PROPERTIES)[number];

const BOOLEAN_PROPERTIES = ['useCertificateTemplate', 'useRegForm', 'hideAccountToQuiz', 'accountClosed', 'disableDownloads'] as const;
const MAX_KEYWORDS = 50;
const MAX_TEXT = 300;

/** A stored file of this server or an http(s) address; '' or null clears it. */
function fileAddress(value: unknown, field: string, extension: RegExp): string | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 2000) throw new AppError('invalid_data_entry', { field });
  const local = value.startsWith('/') && !value.startsWith('//');
  if (!local && !isHttpUrl(value)) throw new AppError('invalid_data_entry', { field });
  if (!extension.test(new URL(value, 'http://x').pathname)) throw new AppError('invalid_image_type', { field });
  return value;
}

async function accountQuizIds(ctx: RequestContext, accountId: string, value: unknown, field: string): Promise<string[]> {
  if (!Array.isArray(value) || value.length > 500 || !value.every((id) => typeof id === 'string')) {
    throw new AppError('invalid_data_entry', { field });
  }
  const ids = [...new Set(value as string[])];
  const found = await ctx.prisma.quiz.count({ where: { accountId, id: { in: ids }, deletedAt: null } });
  if (found !== ids.length) throw new AppError('notFound', { field });
  return ids;
}

function keywords(value: unknown): Prisma.InputJsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('invalid_data_entry', { field: 'certificateTemplateUserKeywords' });
  const entries = Object.entries(value);
  const valid = entries.every(
    ([keyword, text]) => keyword.trim() !== '' && keyword.length <= MAX_TEXT && typeof text === 'string' && text.trim() !== '' && text.length <= MAX_TEXT,
  );
  if (!valid || entries.length > MAX_KEYWORDS) throw new AppError('invalid_data_entry', { field: 'certificateTemplateUserKeywords' });
  return Object.fromEntries(entries.map(([keyword, text]) => [keyword.trim(), (text as string).trim()]));
}

/** folder name → the name learners see; a blank one shows the folder's own name again. Every folder must be the account's. */
async function folderDisplayNames(ctx: RequestContext, accountId: string, value: unknown): Promise<Prisma.CertificateFolderUpdateManyWithWhereWithoutAccountInput[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('invalid_data_entry', { field: 'folderDisplayNames' });
  const entries = Object.entries(value);
  if (entries.length > 500 || !entries.every(([, name]) => name === null || (typeof name === 'string' && name.length <= MAX_TEXT))) {
    throw new AppError('invalid_data_entry', { field: 'folderDisplayNames' });
  }
  const folders = await ctx.prisma.certificateFolder.count({ where: { accountId, name: { in: entries.map(([folder]) => folder) } } });
  if (folders !== entries.length) throw new AppError('notFound', { field: 'folderDisplayNames' });
  return entries.map(([folder, name]) => ({ where: { name: folder }, data: { displayName: typeof name === 'string' && name.trim() ? name.trim() : null } }));
}

/** The column update one property makes, after its rule; timed-only settings are refused on other accounts. */
async function updateOf(
  ctx: RequestContext,
  account: { id: string; isTimed: boolean; organizationId: string },
  property: AccountProperty,
  value: unknown,
): Promise<Prisma.AccountUpdateInput> {
  if ((BOOLEAN_PROPERTIES as readonly string[]).includes(property)) {
    if (typeof value !== 'boolean') throw new AppError('invalid_data_entry', { field: property });
    // A timed account is closed by its completion days, not by the switch.
    if (property === 'accountClosed' && account.isTimed) throw new AppError('forbidden', { field: property });
    return { [property]: value };
  }
  switch (property) {
    case 'alias': {
      const alias = typeof value === 'string' ? value.trim() : '';
      if (!alias || alias.length > 100) throw new AppError('invalid_data_entry', { field: 'alias' });
      return { alias };
    }
    case 'primaryColor': {
      if (value === null || value === '') return { primaryColor: null };
      if (typeof value !== 'string' || value.length > 60 || applicableColor(value, '') === '') throw new AppError('invalidColor', { field: 'primaryColor' });
      return { primaryColor: value.trim() };
    }
    case 'banner':
      return { banner: fileAddress(value, 'banner', /\.(png|jpe?g)$/i) };
    case 'certificateTemplate': {
      const certificateTemplate = fileAddress(value, 'certificateTemplate', /\.svg$/i);
      // an uploaded template too heavy to draw is refused now (templateTooHeavy), not on the learners' downloads
      const text = certificateTemplate && ctx.storage ? await storedTemplate(ctx.prisma, ctx.storage, account.organizationId, certificateTemplate) : null;
      if (text !== null) {
        await checkSvgOffThread(text).catch((error: unknown) => {
          throw error instanceof AppError ? new AppError(error.code, { field: 'certificateTemplate', details: error.details }) : error;
        });
      }
      return { certificateTemplate };
    }
    case 'completionDays': {
      if (!account.isTimed) throw new AppError('forbidden', { field: property });
      if (value === null || value === '') return { completionDays: null };
      const days = typeof value === 'number' || typeof value === 'string' ? value : undefined;
      if (!isNonNegativeInteger(days) || Number(days) > 36_500) {
        throw new AppError('invalid_data_entry', { field: 'completionDays' });
      }
      return { completionDays: Number(days) };
    }
    case 'timedAccountCompletionCriteria':
      if (!account.isTimed) throw new AppError('forbidden', { field: property });
      return { timedAccountCompletionCriteria: await accountQuizIds(ctx, account.id, value, property) };
    case 'certificateReleaseCriteria':
      return { certificateReleaseCriteria: await accountQuizIds(ctx, account.id, value, property) };
    case 'certificateTemplateUserKeywords':
      return { certificateTemplateUserKeywords: keywords(value) };
    case 'regForm': {
      if (value === null || value === '') return { regFormId: null };
      if (typeof value !== 'string') throw new AppError('invalid_data_entry', { field: 'regForm' });
      const form = await ctx.prisma.quiz.findFirst({ where: { id: value, accountId: account.id, deletedAt: null }, select: { isForm: true } });
      if (!form) throw new AppError('notFound', { field: 'regForm' });
      if (!form.isForm) throw new AppError('invalid_data_entry', { field: 'regForm' });
      return { regFormId: value };
    }
    case 'folderDisplayNames':
      return { certificateFolders: { updateMany: await folderDisplayNames(ctx, account.id, value) } };
    default:
      throw new AppError('invalid_data_entry', { field: 'property' });
  }
}

export function isAccountProperty(value: unknown): value is AccountProperty {
  return typeof value === 'string' && (ACCOUNT_PROPERTIES as readonly string[]).includes(value);
}

export async function setAccountProperty(ctx: RequestContext, property: unknown, value: unknown): Promise<void> {
  const accountId = requireOwnAccountId(ctx);
  if (!isAccountProperty(property)) throw new AppError('invalid_data_entry', { field: 'property' });
  const account = await ctx.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { id: true, isTimed: true, organizationId: true } });
  await ctx.prisma.account.update({ where: { id: accountId }, data: await updateOf(ctx, account, property, value) });
}
