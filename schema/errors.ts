// Typed errors: every mutation's result is a union of its payload and AppError,
// whose code comes from the catalogue (domain/errors.ts).
import { ERROR_CODES } from '../domain/errors.ts';
import { AppError } from '../server/errors.ts';
import { builder } from './builder.ts';

export const ErrorCodeEnum = builder.enumType('ErrorCode', { values: ERROR_CODES });

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.field({ type: ErrorCodeEnum, resolve: (error) => error.code }),
  }),
});

builder.objectType(AppError, {
  name: 'AppError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AppError,
  fields: (t) => ({
    field: t.string({ nullable: true, resolve: (error) => error.field ?? null }),
    line: t.int({
      nullable: true,
      description: 'The 1-based row of an uploaded batch that was refused (grade files); null otherwise.',
      resolve: (error) => error.line ?? null,
    }),
  }),
});
