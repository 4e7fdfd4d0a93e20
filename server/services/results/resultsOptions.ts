// A results job's stored payload, read back with the check its request
// passed (domain/results/resultsInputs.ts).
import { resultsRequest, type ResultsOptions } from '../../../domain/results/resultsInputs.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../inputs.ts';

export { RESULTS_FORMATS, type ResultsFormat, type ResultsOptions } from '../../../domain/results/resultsInputs.ts';

export const storedResultsOptions = (payload: Prisma.JsonValue): ResultsOptions => parseInput(resultsRequest, payload ?? {});
