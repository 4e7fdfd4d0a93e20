// A learner's certificates: user/getUserCertificates (of one account) and
// user/getAllUserCertificates (of all, or some, of theirs).
import { AppError } from '../../errors.ts';
import { learnerCertificates } from '../../services/certificates/learnerCertificates.ts';
import { assertLearnerEmail } from '../../services/learner/learners.ts';
import type { Route } from '../route.ts';

export const userRoutes: Record<string, Route> = {
  getUserCertificates: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      if (typeof body.account !== 'string' || !body.account) throw new AppError('invalid_data_entry', { field: 'account' });
      const certificates = await learnerCertificates(ctx, [body.account]);
      return certificates.map(({ displayName, url }) => ({ displayName, url }));
    },
  },
  getAllUserCertificates: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      const ids = Array.isArray(body.accountIds) ? body.accountIds.filter((id): id is string => typeof id === 'string') : undefined;
      const certificates = await learnerCertificates(ctx, ids);
      return certificates.map(({ displayName, url, domainName }) => ({ displayName, url, domainName }));
    },
  },
};
