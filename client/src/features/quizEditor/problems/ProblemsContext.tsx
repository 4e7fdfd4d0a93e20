import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizProblem } from '../../../../../domain/quiz/document.ts';
import { fieldId } from './fieldId.ts';
import { problemMessage } from './problemMessage.ts';

interface Problems {
  byPath: ReadonlyMap<string, readonly QuizProblem[]>;
  externalGrades: boolean;
}

const ProblemsContext = createContext<Problems>({ byPath: new Map(), externalGrades: false });

export function ProblemsProvider({
  problems,
  externalGrades,
  children,
}: {
  problems: readonly QuizProblem[];
  externalGrades: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const byPath = new Map<string, QuizProblem[]>();
    for (const problem of problems) byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), problem]);
    return { byPath, externalGrades };
  }, [problems, externalGrades]);
  return <ProblemsContext.Provider value={value}>{children}</ProblemsContext.Provider>;
}

/** The translated problems at exactly `path`. */
export function useProblemMessages(path: string): string[] {
  const { t } = useTranslation();
  const { byPath, externalGrades } = useContext(ProblemsContext);
  return (byPath.get(path) ?? []).map((problem) => problemMessage(t, problem, { externalGrades }));
}

/** How many problems are at `path` or inside it (a question's problems, whatever its field). */
export function useProblemCountWithin(path: string): number {
  const { byPath } = useContext(ProblemsContext);
  let count = 0;
  for (const [at, problems] of byPath) if (at === path || at.startsWith(`${path}.`)) count += problems.length;
  return count;
}

/** Props for a TextField at `path`: its id, and its problems as error and helper text (or the hint when there are none). */
export function useFieldProblems(path: string, hint?: string): { id: string; error: boolean; helperText?: string } {
  const messages = useProblemMessages(path);
  return { id: fieldId(path), error: messages.length > 0, helperText: messages.length > 0 ? messages.join(' ') : hint };
}
