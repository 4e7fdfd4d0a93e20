// A connection pages one way: `first` (with `after`) or `last` (with
// `before`), never both. Relay's specification "strongly discourages" both,
// and its algorithm for them (first, then last of what is left) is one no
// client of ours sends; the results connection already refused the pair
// (server/services/results/resultRowsPage.ts), so every connection now does,
// with the same code and field, before anything runs (issue 30:
// programs(first: 2, last: 2) answered the last two of all).
import { BREAK, Kind, visit, type DocumentNode, type ExecutionArgs, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../errors.ts';

/** Whether the argument is given a value: a literal other than null, or a variable holding one (or defaulting to one). */
function given(node: ValueNode | undefined, args: ExecutionArgs): boolean {
  if (!node || node.kind === Kind.NULL) return false;
  if (node.kind !== Kind.VARIABLE) return true;
  const name = node.name.value;
  if (args.variableValues && name in args.variableValues) return args.variableValues[name] != null;
  for (const definition of args.document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const variable = definition.variableDefinitions?.find((candidate) => candidate.variable.name.value === name);
    if (variable?.defaultValue && variable.defaultValue.kind !== Kind.NULL) return true;
  }
  return false;
}

/** Whether a document names both arguments on one field (values aside): read once per parsed document. */
const namesBoth = new WeakMap<DocumentNode, boolean>();
function hasFirstAndLast(document: DocumentNode): boolean {
  let found = namesBoth.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      Field(node) {
        const names = new Set(node.arguments?.map((arg) => arg.name.value));
        if (!names.has('first') || !names.has('last')) return undefined;
        found = true;
        return BREAK;
      },
    });
    namesBoth.set(document, found);
  }
  return found;
}

function pagesBothWays(args: ExecutionArgs): boolean {
  let both = false;
  visit(args.document, {
    Field(node) {
      const value = (name: string) => node.arguments?.find((arg) => arg.name.value === name)?.value;
      if (!given(value('first'), args) || !given(value('last'), args)) return undefined;
      both = true;
      return BREAK;
    },
  });
  return both;
}

export function pageDirectionPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // the client's persisted documents name no such pair: nothing to do per request
      if (!hasFirstAndLast(args.document) || !pagesBothWays(args)) return;
      const error = new AppError('invalid_data_entry', { field: 'last' });
      (error.extensions as Record<string, unknown>).http = { status: 400 };
      setResultAndStopExecution({ errors: [error] });
    },
  };
}
