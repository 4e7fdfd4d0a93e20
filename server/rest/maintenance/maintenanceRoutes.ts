// Maintenance mode (docs/decisions/maintenance.md): anyone reads the state (the
// /maintenance page and its estimated end); the platform admin switches it.
import type { Route } from '../route.ts';
import { maintenanceState, setMaintenance } from '../../services/maintenance/maintenance.ts';

export const maintenanceUserRoutes: Record<string, Route> = {
  getMaintenance: {
    access: 'public',
    perAddressLimit: true,
    duringMaintenance: true,
    handle: (ctx) => maintenanceState(ctx.prisma, ctx.config),
  },
};

export const maintenanceAdminRoutes: Record<string, Route> = {
  setMaintenanceMode: {
    access: 'PLATFORM_ADMIN',
    handle: (ctx, body) => setMaintenance(ctx, { enabled: body.enabled, until: body.until }),
  },
};
