// Maintenance mode (docs/decisions/maintenance.md): anyone reads the state, so
// the /maintenance page can show the estimated end; the platform admin switches
// it. While it is on, every other operation of anyone else answers 503
// `maintenance` (server/http/maintenanceGate.ts).
import { maintenanceSwitch } from '../../../domain/maintenance/maintenanceInputs.ts';
import type { MaintenanceState } from '../../../domain/platform/maintenance.ts';
import { maintenanceState, setMaintenance } from '../../../server/services/maintenance/maintenance.ts';
import { builder } from '../../builder.ts';

const Maintenance = builder.objectRef<MaintenanceState>('Maintenance').implement({
  description: 'Whether the platform is in maintenance, and its estimated end.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    until: t.exposeString('until', { nullable: true, description: 'The estimated end (ISO 8601), when one was announced.' }),
  }),
});

const SetMaintenanceModeInput = builder.inputType('SetMaintenanceModeInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    until: t.string({ description: 'The estimated end (ISO 8601), ahead and within 90 days; empty or absent: none.' }),
  }),
}).validate(maintenanceSwitch);

builder.queryFields((t) => ({
  maintenance: t.field({
    type: Maintenance,
    description: 'The maintenance state. Anyone, also during maintenance.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => maintenanceState(ctx.prisma, ctx.config),
  }),
}));

builder.mutationFields((t) => ({
  setMaintenanceMode: t.field({
    type: Maintenance,
    description: 'Switches maintenance on or off, with an optional estimated end. Platform admin only.',
    authScopes: { platformAdmin: true },
    errors: {},
    args: { input: t.arg({ type: SetMaintenanceModeInput, required: true }) },
    resolve: (_root, { input }, ctx) => setMaintenance(ctx, input),
  }),
}));
