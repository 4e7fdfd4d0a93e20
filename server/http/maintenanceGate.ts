// Maintenance mode at /graphql (HTTP and WebSocket): while it is on, an
// operation of anyone but the platform admin is answered 503 `maintenance`
// before it runs, unless it only reads the maintenance state or signs in (the
// sign-in service lets only the platform admin in). See server/services/maintenance/.
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { maintenanceRefusal } from '../services/maintenance/maintenance.ts';

const ANSWERED_DURING_MAINTENANCE = new Set(['maintenance', 'adminSignIn', '__typename']);

function onlyAnsweredDuringMaintenance(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && ANSWERED_DURING_MAINTENANCE.has(selection.name.value),
  );
}

export function maintenancePlugin(): Plugin<RequestContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (onlyAnsweredDuringMaintenance(args.document, args.operationName)) return;
      const refusal = await maintenanceRefusal(args.contextValue);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = await maintenanceRefusal(args.contextValue);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
