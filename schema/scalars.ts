import { Kind } from 'graphql';
import { AppError } from '../server/errors.ts';
import { builder } from './builder.ts';

// A refused value is an AppError, so it keeps its code through yoga's masking
// (a plain GraphQLError of another graphql copy would be masked as a crash).
builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value : new Date(value)).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new AppError('invalid_data_entry', { message: 'DateTime must be an ISO 8601 string' });
    return date;
  },
});

builder.scalarType('Date', {
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new AppError('invalid_data_entry', { message: 'Date must be YYYY-MM-DD' });
    return value;
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING || !/^\d{4}-\d{2}-\d{2}$/.test(node.value)) throw new AppError('invalid_data_entry', { message: 'Date must be YYYY-MM-DD' });
    return node.value;
  },
});

builder.scalarType('JSON', {
  description: 'A JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
