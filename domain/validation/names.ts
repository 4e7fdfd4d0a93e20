// Commas are removed from learner names (at registration and when a quiz is
// opened) because names travel inside comma-separated exports and uploads.

const COMMAS = /[,\u060C]/gu;

/** Removes ',' and the Arabic comma '،', then trims. Inner spaces are kept as they are. */
export function stripCommas(name: string): string {
  return name.replace(COMMAS, '').trim();
}
