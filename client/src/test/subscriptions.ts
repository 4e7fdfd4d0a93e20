// Subscriptions in component tests: the mock Relay environment keeps a
// subscription pending until it completes, and pushes each event to it.
import { act, waitFor } from '@testing-library/react';
import type { createMockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor, PayloadData } from 'relay-runtime';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** The pending operations of this name (a subscription stays pending while subscribed). */
export function pendingOperations(environment: MockEnvironment, name: string): OperationDescriptor[] {
  return environment.mock.getAllOperations().filter((operation) => operation.request.node.operation.name === name);
}

/** Waits for the named subscription and pushes one event with `data` to it. */
export async function pushEvent(environment: MockEnvironment, name: string, data: PayloadData): Promise<OperationDescriptor> {
  const subscription = await waitFor(() => {
    const [found] = pendingOperations(environment, name);
    if (!found) throw new Error(`${name} is not subscribed`);
    return found;
  });
  act(() => environment.mock.nextValue(subscription, { data }));
  return subscription;
}
