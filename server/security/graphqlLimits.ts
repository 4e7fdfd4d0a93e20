// GraphQL Armor's limits as envelop plugins of the yoga instance, so HTTP and
// graphql-ws (through yoga.getEnveloped) both parse and validate under them.
// Refusals are AppErrors with a catalogue code; the message keeps the limit.
// The numbers are chosen above the web client's largest persisted operation
// (graphqlLimits.test.ts checks every one of them passes).
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLError, type OperationDefinitionNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../domain/errors.ts';
import { AppError } from '../errors.ts';

export const GRAPHQL_LIMITS = {
  /** lexer tokens of a document; counted while parsing, so a huge document stops early */
  tokens: 1000,
  /** nesting of selections (fragments followed); the client's deepest operation has 11 */
  depth: 12,
  /** aliased fields per operation; the client's operations use at most 2 */
  aliases: 15,
  directives: 50,
  /**
   * Armor's cost of a free document (integrators): 2 per object, 1 per scalar,
   * multiplied by `first`/`last`. The client's persisted operations are reviewed
   * in this repository and are not cost-limited (the platform admin's home reads
   * 100 organisations of 100 accounts).
   */
  cost: 5000,
} as const;

/** Armor reports "Syntax Error: <limit> exceeded"; the code tells the client which. */
function refusal(code: ErrorCode) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const appError = new AppError(code, { message: error.message.replace(/^Syntax Error: /, '') });
    // A parse-time refusal (tokens) has no validation context: it ends the parse.
    if (!context) throw appError;
    context.reportError(appError);
  };
}

const common = { exposeLimits: true, propagateOnRejection: false } as const;

export function graphqlLimitPlugins(options: { isFreeDocument(context: object): boolean }): Plugin[] {
  const cost = costLimitRule({ ...common, maxCost: GRAPHQL_LIMITS.cost, flattenFragments: true, onReject: [refusal('queryTooCostly')] });
  return [
    maxTokensPlugin({ ...common, n: GRAPHQL_LIMITS.tokens, onReject: [refusal('queryTooLarge')] }),
    maxDepthPlugin({ ...common, n: GRAPHQL_LIMITS.depth, flattenFragments: true, onReject: [refusal('queryTooDeep')] }),
    maxAliasesPlugin({ ...common, n: GRAPHQL_LIMITS.aliases, onReject: [refusal('tooManyAliases')] }),
    maxDirectivesPlugin({ ...common, n: GRAPHQL_LIMITS.directives, onReject: [refusal('tooManyDirectives')] }),
    {
      onValidate({ context, addValidationRule }) {
        if (options.isFreeDocument(context)) addValidationRule(cost);
      },
    },
  ] as Plugin[];
}

const costs = new WeakMap<DocumentNode, Map<string, number>>();

/**
 * Armor's cost of the operation that runs (the limit's own formula), for API
 * tokens' budgets per minute (apiTokenWork.ts): persisted documents too, and
 * documents whose validation yoga answered from its cache. Kept per parsed
 * document, which yoga's parser cache shares between requests of the same text.
 */
export function documentCost(document: DocumentNode, operationName?: string | null): number {
  let known = costs.get(document);
  if (!known) costs.set(document, (known = new Map()));
  const key = operationName ?? '';
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations[0];
  let cost = 0;
  if (operation) {
    // the rule reads fragments through its context and reports through onAccept; nothing else of a validation is needed
    const context = { getFragment: (name: string) => fragments.get(name), reportError: () => {} } as unknown as ValidationContext;
    const visitor = costLimitRule({ maxCost: Number.POSITIVE_INFINITY, flattenFragments: true, propagateOnRejection: false, onAccept: [(_context, { n }) => (cost = n)] })(context);
    visitor.onOperationDefinitionEnter(operation);
  }
  known.set(key, cost);
  return cost;
}
