export interface CertificateRow {
  readonly displayName: string;
  readonly url: string;
  /** a released certificate drawn as PNG; null for an uploaded file */
  readonly pngUrl?: string | null;
  readonly domainName: string;
  readonly domainId: string;
}

export interface CertificateGroup {
  readonly domainId: string;
  readonly domainName: string;
  readonly certificates: readonly CertificateRow[];
}

/** Certificates by the program (account) that issued them, in the order the server lists them. */
export function groupCertificates(certificates: readonly CertificateRow[], onlyDomainId: string | null = null): CertificateGroup[] {
  const groups = new Map<string, { domainId: string; domainName: string; certificates: CertificateRow[] }>();
  for (const certificate of certificates) {
    if (onlyDomainId !== null && certificate.domainId !== onlyDomainId) continue;
    const group = groups.get(certificate.domainId) ?? { domainId: certificate.domainId, domainName: certificate.domainName, certificates: [] };
    group.certificates.push(certificate);
    groups.set(certificate.domainId, group);
  }
  return [...groups.values()];
}
