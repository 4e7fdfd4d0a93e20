// What the maintenance switch takes (admin/setMaintenanceMode and
// setMaintenanceMode), checked at the edge: on or off first, then an optional
// estimated end as text. Whether that end is a date, ahead and near enough
// depends on the time and on the switch: the service checks it
// (checkMaintenanceUntil in domain/platform/maintenance.ts).
import { z } from 'zod';

export const maintenanceSwitch = z.object({
  enabled: z.boolean({ error: 'invalid_data_entry' }),
  // '' and absent are no end, as null is
  until: z
    .string({ error: 'invalidMaintenanceUntil' })
    .nullish()
    .transform((until) => until || null),
});

export type MaintenanceSwitch = z.output<typeof maintenanceSwitch>;
