// The legacy results call: admin/getResults starts the job that writes the
// file and answers the URL it will have (the client then says beNotifiedFile).
import type { Route } from '../route.ts';
import { requestResultsFile } from '../../services/results/requestResults.ts';

export const adminRoutes: Record<string, Route> = {
  getResults: {
    access: 'ACCOUNT_OWNER',
    handle: async (ctx, body) => {
      const { fileUrl } = await requestResultsFile(ctx, { level: body.level, id: body.id, format: body.format, language: body.language });
      return { fileUrl };
    },
  },
};
