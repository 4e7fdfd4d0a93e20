// How a component test answers an operation: Relay's MockPayloadGenerator
// builds the whole payload from the operation the screen sent, so it always
// has the query's shape; the test's resolvers (by schema type:
// `{ Program: () => ({ name: 'الجبر', readOnly: false }) }`) state only the
// values that matter. The generator invents the rest (`<mock-value-for-field-"x">`
// strings, `<Type-mock-id-1>` ids; without `@relay_test_operation` it cannot
// tell a Boolean or a number from a String), so anything that changes what
// renders — ids, enums, booleans, counts, dates, nulls, lists' lengths — the
// test states itself.
//
// A value a resolver states that the operation does not select (a field
// renamed or dropped since the test was written) is an error here: a hand
// payload with it would still "pass".
import { act, waitFor } from '@testing-library/react';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type createMockEnvironment } from 'relay-test-utils';
import type { MockResolverContext, MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** Values by schema type (or scalar type: ID, String…), each a function of where the generator is. */
export type Resolvers = MockResolvers;

interface Stated {
  type: string;
  path: readonly string[];
  value: object;
}

/** The operation's payload, generated from its selections and the resolvers' values. */
export function generatedPayload(operation: OperationDescriptor, resolvers: Resolvers = {}): GraphQLSingularResponse {
  const stated: Stated[] = [];
  const recording: Resolvers = {};
  for (const [type, resolve] of Object.entries(resolvers)) {
    recording[type] = (context: MockResolverContext, generateId: () => number) => {
      const value = resolve?.(context, generateId);
      if (value !== null && typeof value === 'object') stated.push({ type, path: context.path ?? [], value });
      return value;
    };
  }
  const payload = MockPayloadGenerator.generate(operation, recording);
  const unselected = unselectedValues(stated, payload.data);
  if (unselected.length > 0) {
    const name = operation.request.node.operation.name;
    throw new Error(`${name} does not select ${unselected.join(', ')}: the test states values the screen never reads`);
  }
  return payload;
}

/** Waits for the named operation to be sent, answers it with its generated payload, and returns it. */
export async function answerOperation(
  environment: MockEnvironment,
  name: string,
  resolvers: Resolvers = {},
): Promise<OperationDescriptor> {
  const operation = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    if (!found) throw new Error(`${name} was not sent`);
    return found;
  });
  const payload = generatedPayload(operation, resolvers);
  act(() => environment.mock.resolve(operation, payload));
  return operation;
}

// A value is selected when some call of its resolver finds it in the payload
// at the call's place; `__typename` and other `__` keys steer the generator.
function unselectedValues(stated: Stated[], data: unknown): string[] {
  const all = new Set<string>();
  const selected = new Set<string>();
  for (const { type, path, value } of stated) {
    const at = path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), data);
    compare(value, at, type, all, selected);
  }
  return [...all].filter((name) => !selected.has(name));
}

function compare(value: unknown, data: unknown, name: string, all: Set<string>, selected: Set<string>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => compare(item, Array.isArray(data) ? data[index] : undefined, name, all, selected));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('__')) continue;
    const field = `${name}.${key}`;
    all.add(field);
    if (isObject(data) && Object.hasOwn(data, key)) {
      selected.add(field);
      compare(inner, data[key], field, all, selected);
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}
