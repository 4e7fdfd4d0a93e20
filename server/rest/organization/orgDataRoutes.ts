// An organisation's public data, by its alias or by a host name of it:
// user/getOrgDataByAlias, user/getOrgDataByHostname.
import { organizationAliasFromHost } from '../../../domain/organization/alias.ts';
import { imageSourcesOf } from '../../../domain/organization/imageSources.ts';
import { AppError } from '../../errors.ts';
import { organizationByAlias, publicOrganizationData } from '../../services/organization/organizations.ts';
import type { Route } from '../route.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const userRoutes: Record<string, Route> = {
  getOrgDataByAlias: {
    access: 'public',
    perAddressLimit: true,
    handle: async (ctx, body) => publicOrganizationData(await organizationByAlias(ctx, body.alias), imageSourcesOf(ctx.config)),
  },
  getOrgDataByHostname: {
    access: 'public',
    perAddressLimit: true,
    handle: async (ctx, body) => {
      // a host name is text (at most 253 characters); absent, the default organisation's data
      if (body.hostname !== undefined && (typeof body.hostname !== 'string' || body.hostname.length > 253)) throw new AppError('invalid_data_entry', { field: 'hostname' });
      const alias = organizationAliasFromHost(text(body.hostname)) ?? ctx.config.defaultOrg;
      return publicOrganizationData(await organizationByAlias(ctx, alias), imageSourcesOf(ctx.config));
    },
  },
};
