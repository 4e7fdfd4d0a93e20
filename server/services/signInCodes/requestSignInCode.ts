// "Send me a code": the entry screen and the program page's sign-in dialog
// ask for one after the e-mail. The answer is the same whether or not the
// e-mail is a learner's (a new learner needs a code to register), so the call
// tells nothing about who exists; requests are counted per address and per
// e-mail, so it cannot flood a mailbox.
import type { SignInCodeRequest } from '../../../domain/signInCodes/signInCodeInputs.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { queueMail } from '../../mail/mailJob.ts';
import { guardSignInCodeRequest } from '../../security/guards.ts';
import { AppError } from '../../errors.ts';
import { settled } from '../../inputs.ts';
import { needsSignInCode } from './signInCodes.ts';

/** The e-mail, checked by the schema (domain/signInCodes/signInCodeInputs.ts), is refused after the organisation's rule. */
export async function requestSignInCode(ctx: RequestContext, input: SignInCodeRequest): Promise<true> {
  const organization = requireOrganization(ctx);
  if (!needsSignInCode(organization)) throw new AppError('signInCodeNotNeeded');
  const email = settled(input.email, 'email');
  const { locale } = input;
  await guardSignInCodeRequest(ctx, `${organization.id}|${email}`);
  await queueMail(ctx, { template: 'signInCode', params: { organizationId: organization.id, email, locale } });
  return true;
}
