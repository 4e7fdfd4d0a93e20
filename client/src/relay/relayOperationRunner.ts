import { commitMutation, fetchQuery, getRequest, type IEnvironment, type OperationType } from 'relay-runtime';
import { firstErrorCode, type OperationAnswer, type OperationRunner } from './requestOperation.ts';

/** The errors of a refusal Relay reports as an error (the server's answer is its source). */
function refusalErrors(error: unknown) {
  return (error as { source?: { errors?: { extensions?: { code?: unknown } }[] } } | null)?.source?.errors;
}

/**
 * The app's runner of the sign-in screen's operations (requestOperation.ts):
 * its Relay environment, queries always from the network.
 */
export function relayOperationRunner(environment: IEnvironment): OperationRunner {
  return <T extends OperationType>(operation: Parameters<OperationRunner>[0], variables: T['variables']) =>
    new Promise<OperationAnswer<T>>((resolve) => {
      const refused = (error: unknown) => resolve({ ok: false, code: firstErrorCode(refusalErrors(error)) });
      if (getRequest(operation).params.operationKind === 'mutation') {
        commitMutation(environment, {
          mutation: operation,
          variables,
          onCompleted: (response, errors) => resolve(errors?.length ? { ok: false, code: firstErrorCode(errors as never) } : { ok: true, data: response as T['response'] }),
          onError: refused,
        });
        return;
      }
      fetchQuery<T>(environment, operation, variables, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => resolve(data ? { ok: true, data } : { ok: false, code: 'unknown' }), refused);
    });
}
