// Arguments are checked at the edge, before any resolver runs: ids by the
// Relay plugin (`t.arg.globalID({ for })`, `f.globalID({ for })`), inputs by
// the validation plugin with the area's zod schemas (server/inputs.ts). This
// plugin makes their refusals answer like every other refusal of the field:
// - the Relay plugin's own error for a malformed id, or an id of another
//   type, becomes the catalogue's notFound naming the argument, as the
//   hand-written decodes answered;
// - a refusal of the arguments is the field's AppError result (a mutation's
//   `... on AppError`), while an authorization refusal stays a GraphQL error,
//   as it always was (docs/decisions.md, "Inputs at the edge").
// The arguments' shape is checked before the field's authScopes, as GraphQL's
// own validation is: a refusal names a code and a field, never data.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, PothosValidationError, type SchemaTypes } from '@pothos/core';
import { wrapOrThrow } from '@pothos/plugin-errors';
import type { GraphQLFieldResolver } from 'graphql';
import { AppError } from '../server/errors.ts';

const refusals = new WeakSet<AppError>();

/** Marks `error` as a refusal of the arguments: answered as the field's AppError result. */
export function inputRefusal(error: AppError): AppError {
  refusals.add(error);
  return error;
}

const REFUSED_ID = /^(?:Invalid global ID: |ID: )(.*?)(?: is not of type: .*)?$/s;

/** The name of the argument (or input field) holding `value`, searched through the arguments. */
export function fieldHolding(args: unknown, value: string, depth = 0): string | undefined {
  if (!args || typeof args !== 'object' || depth > 8) return undefined;
  for (const [key, item] of Object.entries(args)) {
    // a list of ids is named by the list's argument
    if (!Array.isArray(args) && (item === value || (Array.isArray(item) && item.includes(value)))) return key;
    const inner = fieldHolding(item, value, depth + 1);
    if (inner) return inner;
  }
  return undefined;
}

function asRefusal(error: unknown, args: unknown): unknown {
  if (!(error instanceof PothosValidationError)) return error;
  const refused = REFUSED_ID.exec(error.message);
  return refused ? inputRefusal(new AppError('notFound', { field: fieldHolding(args, refused[1]) })) : error;
}

export class InputRefusalsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!fieldConfig.argMappers.length) return resolver;
    const errorTypes = (fieldConfig.extensions?.pothosErrors ?? []) as (new (...args: never[]) => Error)[];
    const answer = (error: unknown, args: unknown) => {
      const refusal = asRefusal(error, args);
      // a field without an AppError result (a query) answers it as a GraphQL error with its code
      return refusal instanceof AppError && refusals.has(refusal) && errorTypes.length ? wrapOrThrow(refusal, errorTypes) : Promise.reject(refusal);
    };
    return (parent, args, context, info) => {
      try {
        const result = resolver(parent, args, context, info);
        return result instanceof Promise ? result.catch((error: unknown) => answer(error, args)) : result;
      } catch (error) {
        return answer(error, args);
      }
    };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- a Pothos plugin is declared by merging into Pothos' global namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputRefusals: InputRefusalsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('inputRefusals', InputRefusalsPlugin);
