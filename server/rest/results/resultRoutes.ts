// The legacy results call: admin/getResults starts the job that writes the
// file and answers the URL it will have (the client then says beNotifiedFile).
import { resultsRequest } from '../../../domain/results/resultsInputs.ts';
import { route, type Route } from '../route.ts';
import { requestResultsFile } from '../../services/results/requestResults.ts';

export const adminRoutes: Record<string, Route> = {
  getResults: route({
    access: 'ACCOUNT_OWNER',
    body: resultsRequest,
    handle: async (ctx, options) => {
      const { fileUrl } = await requestResultsFile(ctx, options);
      return { fileUrl };
    },
  }),
};
