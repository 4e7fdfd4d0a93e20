// Maintenance mode (docs/decisions/maintenance.md): anyone reads the state (the
// /maintenance page and its estimated end); the platform admin switches it.
import { maintenanceSwitch } from '../../../domain/maintenance/maintenanceInputs.ts';
import { route, type Route } from '../route.ts';
import { maintenanceState, setMaintenance } from '../../services/maintenance/maintenance.ts';

export const userRoutes: Record<string, Route> = {
  getMaintenance: {
    access: 'public',
    perAddressLimit: true,
    duringMaintenance: true,
    handle: (ctx) => maintenanceState(ctx.prisma, ctx.config),
  },
};

export const adminRoutes: Record<string, Route> = {
  setMaintenanceMode: route({
    access: 'PLATFORM_ADMIN',
    body: maintenanceSwitch,
    handle: (ctx, change) => setMaintenance(ctx, change),
  }),
};
