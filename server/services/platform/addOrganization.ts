// A new organisation and its holder, in one transaction (admin/addOrg,
// addOrganization). The alias becomes the first label of the organisation's
// host name, so it follows the host-name label rule and is unique (aliasTaken);
// the holder's username follows the username rule and is unique across the
// platform (usernameTaken); the e-mail is required (reset links are mailed to it).
import type { NewOrganization } from '../../../domain/platform/platformInputs.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { RequestContext } from '../../context.ts';
import { Prisma, type Organization } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { assertUsernameFree } from '../organization/accountCredentials.ts';
import { requirePlatformAdmin } from './platformAdmin.ts';

/** A race between two adds of one alias or username answers as the check would have. */
function uniqueRace(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
    const target = JSON.stringify(error.meta ?? {});
    if (target.includes('alias')) throw new AppError('aliasTaken', { field: 'alias' });
    throw new AppError('usernameTaken', { field: 'username' });
  }
  throw error;
}

/** The alias, username, e-mail and password were checked at the edge (newOrganizationInput). */
export async function addOrganization(ctx: RequestContext, input: NewOrganization): Promise<Organization> {
  requirePlatformAdmin(ctx);
  const { alias, username, email } = input;
  const passwordHash = await hashPassword(input.password);
  if (await ctx.prisma.organization.findUnique({ where: { alias }, select: { id: true } })) {
    throw new AppError('aliasTaken', { field: 'alias' });
  }
  await assertUsernameFree(ctx.prisma, username);
  // Nothing to announce (server/pubsub/organizationChanges.ts): the organisation
  // cache never remembers an alias that named none, so the new one is found at once.
  return ctx.prisma
    .$transaction(async (tx) => {
      // Learners of a new organisation prove their mailbox to sign in (issue 30): an e-mail alone
      // would let anyone who knows it act as them (docs/decisions.md, "Legacy e-mail identity").
      // The holder may turn it off; organisations made before keep their setting.
      const created = await tx.organization.create({ data: { alias, name: alias, verifiedSignIn: true } });
      await tx.adminIdentity.create({ data: { role: 'ORG_HOLDER', username, email, passwordHash, organizationId: created.id } });
      return created;
    })
    .catch(uniqueRace);
}
