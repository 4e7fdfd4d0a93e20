// Certificates an account releases by its criteria (learner spec: "Results and
// certificates"): once a learner has passed every criterion quiz, the account
// issues them one certificate, rendered on download from the account's SVG
// template with the learner's name, e-mail, issue date and the account's
// keywords filled in.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { decodePathname } from '../../../domain/files/urlPath.ts';
import type { Db } from '../../db/database.ts';
import { externalResultIn } from '../grades/externalResults.ts';
import type { FileStorage } from '../../storage/fileStorage.ts';
import { sanitizeSvg } from '../../security/sanitizeSvg.ts';

/** Answers whether the learner holds (or now received) the account's certificate. */
async function release(prisma: Db, accountId: string, learnerId: string, now: Date): Promise<boolean> {
  const account = await prisma.account.findUnique({
    where: { id: accountId },
    select: { organizationId: true, useCertificateTemplate: true, certificateTemplate: true, certificateReleaseCriteria: true },
  });
  if (!account?.useCertificateTemplate || !account.certificateTemplate?.trim()) return false;
  if (account.certificateReleaseCriteria.length === 0) return false;
  // Criteria naming deleted or unknown quizzes are ignored.
  const quizzes = await prisma.quiz.findMany({
    where: { id: { in: account.certificateReleaseCriteria }, organizationId: account.organizationId, deletedAt: null },
    select: { id: true, passGrade: true, externalGrades: true, maxGradeExternal: true, gradeOffsets: { where: { learnerId }, select: { offset: true } } },
  });
  if (quizzes.length === 0) return false;

  const learner = await prisma.learner.findUniqueOrThrow({ where: { id: learnerId }, select: { email: true } });
  const quizIds = quizzes.map((quiz) => quiz.id);
  const [submissions, externalGrades] = await Promise.all([
    prisma.submission.findMany({ where: { learnerId, quizId: { in: quizIds } }, select: { quizId: true, result: true } }),
    prisma.externalGrade.findMany({ where: { email: learner.email, quizId: { in: quizIds } }, select: { quizId: true, grade: true } }),
  ]);
  const passed = quizzes.every(
    (quiz) =>
      externalGrades.some((grade) => grade.quizId === quiz.id && externalResultIn(quiz, grade.grade) >= quiz.passGrade) ||
      // an externally graded quiz's stored result is a placeholder until its grade is uploaded
      (!quiz.externalGrades && submissions.some((submission) => submission.quizId === quiz.id && submission.result >= quiz.passGrade)),
  );
  if (!passed) return false;

  // ON CONFLICT DO NOTHING: a second or concurrent release is no error (a failed
  // statement is costly on the embedded database).
  await prisma.issuedCertificate.createMany({
    data: [{ accountId, learnerId, issuedAt: now, token: randomBytes(24).toString('base64url') }],
    skipDuplicates: true,
  });
  return true;
}

/**
 * Issues the account's certificate to the learner when they have passed every
 * criterion quiz; once, however often it is called. Never throws: it runs after
 * a learner's submission is stored, which a certificate problem must not fail.
 */
export async function releaseCertificates(prisma: Db, accountId: string, learnerId: string, now: Date): Promise<boolean> {
  try {
    return await release(prisma, accountId, learnerId, now);
  } catch (error) {
    console.error('releasing certificates failed', { accountId, learnerId }, error);
    return false;
  }
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
}

export interface CertificateValues {
  name: string;
  email: string;
  issuedAt: Date;
  account: string;
  /** the account's certificateTemplateUserKeywords: keyword -> value */
  keywords: unknown;
}

/**
 * The template with `{{name}}`, `{{email}}`, `{{date}}` (YYYY-MM-DD, UTC) and
 * `{{account}}`, and each of the account's keywords, replaced by their values,
 * XML-escaped. One pass, longest keyword first, so a value is never replaced again.
 */
export function renderCertificate(template: string, values: CertificateValues): string {
  const replacements = new Map<string, string>();
  if (values.keywords && typeof values.keywords === 'object' && !Array.isArray(values.keywords)) {
    for (const [keyword, value] of Object.entries(values.keywords)) {
      if (keyword && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
        replacements.set(keyword, String(value));
      }
    }
  }
  // The built-in placeholders win over a keyword of the same spelling.
  replacements.set('{{name}}', values.name);
  replacements.set('{{email}}', values.email);
  replacements.set('{{date}}', values.issuedAt.toISOString().slice(0, 10));
  replacements.set('{{account}}', values.account);

  const keywords = [...replacements.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(keywords.map((keyword) => keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return template.replace(pattern, (keyword) => escapeXml(replacements.get(keyword) ?? keyword));
}

/** The storage key of an uploaded file from the URL /upload answered (`http://host/files/...` or `/files/...`). */
export function storageKeyOf(url: string): string | null {
  try {
    const key = decodePathname(new URL(url.trim(), 'http://local').pathname)?.slice(1);
    return key?.startsWith('files/') && !key.includes('..') ? key : null;
  } catch {
    return null;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The text of a template (the URL /upload answered); null unless it is an uploaded file of the organisation. */
export async function storedTemplate(prisma: Db, storage: FileStorage, organizationId: string, url: string): Promise<string | null> {
  const key = storageKeyOf(url);
  if (!key) return null;
  // Only an uploaded file of the account's own organisation is a template.
  const file = await prisma.storedFile.findFirst({ where: { key, organizationId, uploadedAt: { not: null } } });
  const store = file ? storage.at(file) : null;
  if (!file || !store || (await store.size(key)) === null) return null;
  return (await readAll(await store.open(key))).toString('utf8');
}

/**
 * The template of the certificate with this token with its values written in,
 * NOT sanitised: only for the PNG renderer, which sanitises in its worker
 * (server/certificates/renderPool.ts) rather than on the event loop; null when
 * the token or the template is unknown.
 */
export async function filledCertificateTemplate(prisma: Db, storage: FileStorage, token: string): Promise<string | null> {
  const issued = await prisma.issuedCertificate.findUnique({
    where: { token },
    include: { learner: { select: { name: true, email: true } }, account: true },
  });
  if (!issued?.account.certificateTemplate) return null;
  const template = await storedTemplate(prisma, storage, issued.account.organizationId, issued.account.certificateTemplate);
  if (template === null) return null;
  return renderCertificate(template, {
    name: issued.learner.name,
    email: issued.learner.email,
    issuedAt: issued.issuedAt,
    account: issued.account.alias,
    keywords: issued.account.certificateTemplateUserKeywords,
  });
}

/** The rendered SVG of the certificate with this token; null when the token or the template is unknown. */
export async function certificateSvg(prisma: Db, storage: FileStorage, token: string): Promise<string | null> {
  const filled = await filledCertificateTemplate(prisma, storage, token);
  // Sanitised after the values are written in, so nothing in a name or a keyword can add markup either.
  return filled === null ? null : sanitizeSvg(filled);
}
