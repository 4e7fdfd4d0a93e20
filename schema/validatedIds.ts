// A global id inside an input type that a schema checks as a whole
// (`builder.inputType(...).validate(schema)`). The Relay plugin decodes the id
// before the validation plugin runs the schema, refusing a malformed id or
// one of another type as notFound (inputRefusals.ts); the schema passes the
// decoded id on, and the resolver reads `{ typename, id }`.
import { z } from 'zod';

export interface DecodedGlobalId {
  typename: string;
  id: string;
}

const isDecoded = (value: unknown): value is DecodedGlobalId =>
  typeof value === 'object' && value !== null && typeof (value as DecodedGlobalId).id === 'string' && typeof (value as DecodedGlobalId).typename === 'string';

export const globalIdField = z.custom<DecodedGlobalId>(isDecoded);
