// What a new API token takes (createApiToken), checked at the edge: a name of
// 1 to 100 characters once trimmed, its scope, and its life in whole days.
import { z } from 'zod';

export const API_TOKEN_MAX_DAYS = 365;
const NAME_MAX_LENGTH = 100;

export const API_TOKEN_SCOPES = ['READ_ONLY', 'READ_WRITE'] as const;

export const newApiTokenInput = z.object({
  name: z.string({ error: 'apiTokenNameRequired' }).trim().min(1, { error: 'apiTokenNameRequired' }).max(NAME_MAX_LENGTH, { error: 'apiTokenNameRequired' }),
  scope: z.enum(API_TOKEN_SCOPES),
  expiresInDays: z
    .number({ error: 'apiTokenExpiryInvalid' })
    .int({ error: 'apiTokenExpiryInvalid' })
    .min(1, { error: 'apiTokenExpiryInvalid' })
    .max(API_TOKEN_MAX_DAYS, { error: 'apiTokenExpiryInvalid' }),
});

export type NewApiToken = z.output<typeof newApiTokenInput>;
