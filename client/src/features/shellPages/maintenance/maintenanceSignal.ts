// Any answer of the server during maintenance carries the code `maintenance`
// (503): the client then shows /maintenance instead of a failed screen.

export const MAINTENANCE_PATH = '/maintenance';

/** Whether a GraphQL answer is the server's maintenance refusal. */
export function isMaintenanceAnswer(answer: unknown): boolean {
  const errors = (answer as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.some((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'maintenance');
}

/** Shows the maintenance page (the hash router's location), unless it is already shown. */
export function showMaintenancePage(location: Pick<Location, 'hash'> = window.location): void {
  if (!location.hash.startsWith(`#${MAINTENANCE_PATH}`)) location.hash = `#${MAINTENANCE_PATH}`;
}
