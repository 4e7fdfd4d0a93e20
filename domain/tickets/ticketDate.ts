// When a ticket was created: its createdAt, else the time in its id (admin
// spec §3, "falls back to the time encoded in the id"). The old ids were
// MongoDB ObjectIds (seconds in the first 8 hex digits); ours are cuids (v1:
// 'c', then milliseconds in base 36, 8 digits). createdAt is never empty in our
// database, so the fallback only matters for rows imported without one.

const CUID = /^c([0-9a-z]{8})[0-9a-z]{16}$/;
const OBJECT_ID = /^[0-9a-f]{24}$/;

/** The creation time an id carries, or null when it carries none. */
export function timeInId(id: string): Date | null {
  const cuid = CUID.exec(id);
  if (cuid) return new Date(parseInt(cuid[1], 36));
  if (OBJECT_ID.test(id)) return new Date(parseInt(id.slice(0, 8), 16) * 1000);
  return null;
}

export function ticketCreatedAt(createdAt: string | Date | null | undefined, id: string): Date | null {
  if (createdAt) {
    const date = new Date(createdAt);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return timeInId(id);
}
