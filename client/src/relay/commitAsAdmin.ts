import { commitMutation, type Disposable, type IEnvironment, type MutationConfig, type MutationParameters } from 'relay-runtime';
import { ADMIN_CREDENTIAL } from './requestHeaders.ts';

// Apart from requestHeaders.ts, which the sign-in screen's first visit loads without Relay.

/** The commit function for useMutation's second argument on admin screens. */
export function commitAsAdmin<T extends MutationParameters>(
  environment: IEnvironment,
  config: MutationConfig<T>,
): Disposable {
  return commitMutation(environment, { ...config, cacheConfig: ADMIN_CREDENTIAL });
}
