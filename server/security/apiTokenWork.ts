// The GraphQL work of integrators' API tokens, kept from starving everyone
// else: each operation spends its cost (graphqlLimits.ts, documentCost) from the
// token's budget per minute (rateLimits.ts, shared by every process; its
// operations per minute are counted when the request's context is built), a
// token has at most `apiTokenConcurrent` operations in flight in a process,
// and all tokens together execute at most `apiTokenWorkers` at once in a
// process (the others wait their turn, first come first served), so the
// database pool keeps connections for learners, administrators and /healthz.
// docs/decisions.md "Rate limits" explains the numbers.
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { documentCost } from './graphqlLimits.ts';
import { apiTokenBudgetExceeded, type RateLimitConfig, type RateLimits } from './rateLimits.ts';

/** A counting semaphore whose waiters are served in the order they came. */
export class Semaphore {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(slots: number) {
    this.free = slots;
  }

  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }

  /** operations waiting for a slot */
  get queued(): number {
    return this.waiting.length;
  }
}

/** The envelop plugin: spends the operation's cost and holds the slots around its execution. */
export function createApiTokenWork(rateLimits: RateLimits, config: RateLimitConfig): Plugin<RequestContext> {
  const workers = new Semaphore(config.apiTokenWorkers);
  const inFlight = new Map<string, number>();
  const leave = (tokenId: string) => {
    const left = (inFlight.get(tokenId) ?? 1) - 1;
    if (left > 0) inFlight.set(tokenId, left);
    else inFlight.delete(tokenId);
  };

  return {
    async onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      const tokenId = ctx.viewer.kind === 'admin' ? ctx.viewer.apiToken?.id : undefined;
      if (!tokenId) return;
      const running = inFlight.get(tokenId) ?? 0;
      if (running >= config.apiTokenConcurrent) {
        setResultAndStopExecution({ errors: [apiTokenBudgetExceeded('concurrency', config.apiTokenConcurrent, 1)] });
        return;
      }
      // counted before the first await: operations arriving meanwhile see it
      inFlight.set(tokenId, running + 1);
      try {
        await rateLimits.apiToken(tokenId).cost(documentCost(args.document, args.operationName));
      } catch (error) {
        leave(tokenId);
        if (!(error instanceof AppError)) throw error;
        setResultAndStopExecution({ errors: [error] });
        return;
      }
      setExecuteFn(async (executeArgs) => {
        await workers.acquire();
        try {
          return await executeFn(executeArgs);
        } finally {
          workers.release();
          leave(tokenId);
        }
      });
    },
  };
}
