// A row's id as the legacy REST bodies carry it (GraphQL takes global ids,
// decoded by the Relay plugin): non-empty text of at most 200 characters,
// else invalid_data_entry naming the field, as the services' checks answered.
import { z } from 'zod';

const invalid = { error: 'invalid_data_entry' } as const;

export const rowId = z.string(invalid).min(1, invalid).max(200, invalid);

/** An id that may be left out: undefined, null or '' is null. */
export const optionalRowId = z.preprocess((value) => (value === undefined || value === null || value === '' ? null : value), rowId.nullable());
