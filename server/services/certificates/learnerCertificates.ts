// The certificates a learner may download, in the accounts they see: uploaded
// certificate files named after the learner's e-mail (private files: handed
// out as signed, expiring read URLs), and the certificates an account released
// by its criteria (issuedCertificates.ts), as SVG and PNG.
import { certificateOwner } from '../../../domain/certificates/folderName.ts';
import type { RequestContext } from '../../context.ts';
import { fileUrlOf, readUrlExpiry, signedFileUrl } from '../../files/fileAccess.ts';
import { requireLearner } from '../learner/learners.ts';
import { learnerAccountsWhere } from '../program/programs.ts';

export interface LearnerCertificate {
  displayName: string;
  url: string;
  domainName: string;
  domainId: string;
  /** the released certificate drawn as PNG; null for an uploaded file (downloaded as it is) */
  pngUrl: string | null;
}

export { certificateOwner };

/** A private file's read URL for the learner it names. */
function readUrl(ctx: RequestContext, key: string): string {
  return ctx.storage ? signedFileUrl(ctx.config, ctx.storage, 'GET', key, readUrlExpiry()) : fileUrlOf(ctx.config, key);
}

export async function learnerCertificates(ctx: RequestContext, accountIds?: string[]): Promise<LearnerCertificate[]> {
  const { learnerId, organizationId } = requireLearner(ctx);
  const learner = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: learnerId }, select: { email: true } });
  const visible = {
    OR: [learnerAccountsWhere(organizationId, learnerId, false), learnerAccountsWhere(organizationId, learnerId, true)],
  };
  const accounts = { ...visible, ...(accountIds ? { id: { in: accountIds } } : {}) };
  const account = { select: { id: true, alias: true, order: true } } as const;
  const [files, issued] = await Promise.all([
    ctx.prisma.certificateFile.findMany({
      where: { fileName: { startsWith: `${learner.email}.`, mode: 'insensitive' }, file: { uploadedAt: { not: null } }, folder: { account: accounts } },
      include: { file: { select: { key: true } }, folder: { include: { account } } },
      orderBy: [{ folder: { account: { order: 'asc' } } }, { createdAt: 'asc' }],
    }),
    // a released certificate is listed while its account has a template to render it from
    ctx.prisma.issuedCertificate.findMany({
      where: { learnerId, account: { ...accounts, certificateTemplate: { not: null } } },
      include: { account },
      orderBy: [{ account: { order: 'asc' } }, { issuedAt: 'asc' }],
    }),
  ]);
  const listed = [
    ...files
      .filter((certificate) => certificateOwner(certificate.fileName) === learner.email)
      .map((certificate) => ({
        order: certificate.folder.account.order,
        displayName: certificate.folder.displayName ?? certificate.folder.name,
        url: readUrl(ctx, certificate.file.key),
        domainName: certificate.folder.account.alias,
        domainId: certificate.folder.account.id,
        pngUrl: null,
      })),
    ...issued.map((certificate) => ({
      order: certificate.account.order,
      displayName: certificate.account.alias,
      url: `/certificates/${certificate.token}.svg`,
      domainName: certificate.account.alias,
      domainId: certificate.account.id,
      pngUrl: `/certificates/${certificate.token}.png`,
    })),
  ];
  // in account order, each account's uploaded files before its released certificate (the sort is stable)
  return listed.sort((a, b) => a.order - b.order).map(({ order: _order, ...certificate }) => certificate);
}
