// The certificates a learner may download: uploaded certificate files named
// after the learner's e-mail, in the folders of the accounts they see.
import type { RequestContext } from '../context.ts';
import { requireLearner } from './learners.ts';
import { learnerAccountsWhere } from './programs.ts';

export interface LearnerCertificate {
  displayName: string;
  url: string;
  domainName: string;
  domainId: string;
}

/** A certificate file is the learner's when its name, less the extension, is their e-mail. */
export function certificateOwner(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim().toLowerCase();
}

export async function learnerCertificates(ctx: RequestContext, accountIds?: string[]): Promise<LearnerCertificate[]> {
  const { learnerId, organizationId } = requireLearner(ctx);
  const learner = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: learnerId }, select: { email: true } });
  const visible = {
    OR: [learnerAccountsWhere(organizationId, learnerId, false), learnerAccountsWhere(organizationId, learnerId, true)],
  };
  const files = await ctx.prisma.certificateFile.findMany({
    where: {
      fileName: { startsWith: `${learner.email}.`, mode: 'insensitive' },
      folder: { account: { ...visible, ...(accountIds ? { id: { in: accountIds } } : {}) } },
    },
    include: { file: { select: { key: true } }, folder: { include: { account: { select: { id: true, alias: true } } } } },
    orderBy: [{ folder: { account: { order: 'asc' } } }, { createdAt: 'asc' }],
  });
  return files
    .filter((certificate) => certificateOwner(certificate.fileName) === learner.email)
    .map((certificate) => ({
      displayName: certificate.folder.displayName ?? certificate.folder.name,
      url: `/${certificate.file.key}`,
      domainName: certificate.folder.account.alias,
      domainId: certificate.folder.account.id,
    }));
}
