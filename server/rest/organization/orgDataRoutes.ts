// An organisation's public data, by its alias or by a host name of it:
// user/getOrgDataByAlias, user/getOrgDataByHostname.
import { organizationAliasFromHost } from '../../../domain/organization/alias.ts';
import { imageSourcesOf } from '../../../domain/organization/imageSources.ts';
import { organizationAliasBody, organizationHostBody } from '../../../domain/organization/organizationInputs.ts';
import { organizationByAlias, publicOrganizationData } from '../../services/organization/organizations.ts';
import { route, type Route } from '../route.ts';

export const userRoutes: Record<string, Route> = {
  getOrgDataByAlias: route({
    access: 'public',
    perAddressLimit: true,
    body: organizationAliasBody,
    handle: async (ctx, { alias }) => publicOrganizationData(await organizationByAlias(ctx, alias), imageSourcesOf(ctx.config)),
  }),
  getOrgDataByHostname: route({
    access: 'public',
    perAddressLimit: true,
    body: organizationHostBody,
    handle: async (ctx, { hostname }) => {
      const alias = organizationAliasFromHost(hostname ?? '') ?? ctx.config.defaultOrg;
      return publicOrganizationData(await organizationByAlias(ctx, alias), imageSourcesOf(ctx.config));
    },
  }),
};
