// Every kind of job the queue runs, by name (the pg-boss queue of the same name).
import type { JobHandler } from './jobTypes.ts';

export const jobHandlers: Record<string, JobHandler> = {};
