// Which organisation a request belongs to. The learner spec: "taken from the
// first part of the host name, else from a stored value, else 'dev'". The
// stored value reaches the server as a header the client sets.

export const DEFAULT_ORGANIZATION_ALIAS = 'dev';

const ALIAS = /^[a-z0-9-]+$/;
const NOT_AN_ORGANIZATION = new Set(['www']);

/** Trimmed and lower-cased, or null when it holds anything but a-z, 0-9 and '-'. */
export function normalizeOrganizationAlias(raw: string | null | undefined): string | null {
  const alias = (raw ?? '').trim().toLowerCase();
  return ALIAS.test(alias) ? alias : null;
}

/**
 * The alias a new organisation may take: a whole host-name label (2 to 63 of
 * a-z, 0-9 and '-', no hyphen at either end) that names an organisation
 * (not 'www'), so that it is its host's first label.
 */
export function isNewOrganizationAlias(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/.test(value) && !NOT_AN_ORGANIZATION.has(value);
}

/**
 * The first label of a host with at least three labels ('acme.example.com'),
 * or of a '*.localhost' host in development ('acme.localhost:3000'). Null for
 * 'localhost', two-label hosts, IP addresses and 'www'.
 */
export function organizationAliasFromHost(host: string | undefined): string | null {
  const hostname = hostnameOf(host ?? '');
  if (hostname === null) return null;
  const labels = hostname.split('.');
  if (labels.some((label) => label === '')) return null;
  if (labels.every((label) => /^\d+$/.test(label))) return null; // IPv4
  const isDevSubdomain = labels.length === 2 && labels[1] === 'localhost';
  if (labels.length < 3 && !isDevSubdomain) return null;
  const alias = normalizeOrganizationAlias(labels[0]);
  return alias !== null && !NOT_AN_ORGANIZATION.has(alias) ? alias : null;
}

/** Lower-cased host name without port or trailing dot; null for IPv6 literals and blanks. */
function hostnameOf(host: string): string | null {
  const trimmed = host.trim().toLowerCase();
  if (trimmed === '' || trimmed.startsWith('[')) return null;
  const colons = trimmed.split(':').length - 1;
  if (colons > 1) return null; // bare IPv6
  const withoutPort = colons === 1 ? trimmed.slice(0, trimmed.indexOf(':')) : trimmed;
  const hostname = withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
  return hostname === '' ? null : hostname;
}

export interface OrganizationAliasSources {
  host: string | undefined;
  headerAlias?: string | null;
  defaultAlias?: string;
}

/** The host's alias, else a well-formed header alias, else the default ('dev'). */
export function resolveOrganizationAlias({
  host,
  headerAlias,
  defaultAlias = DEFAULT_ORGANIZATION_ALIAS,
}: OrganizationAliasSources): string {
  return organizationAliasFromHost(host) ?? normalizeOrganizationAlias(headerAlias) ?? defaultAlias;
}
