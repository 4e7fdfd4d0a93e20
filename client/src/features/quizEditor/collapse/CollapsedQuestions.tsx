import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QuizDraft } from '../../../../../domain/quiz/editorRules.ts';
import { questionIdAt, questionIdsByPath } from './questionIds.ts';

interface Collapsed {
  /** the ids of the questions shown as their summary line */
  collapsed: ReadonlySet<string>;
  toggle: (questionId: string) => void;
  collapseAll: () => void;
  expandAll: () => void;
  /** opens the question a problem's path is in, so its field can take the focus */
  expandAt: (path: string) => void;
  questionCount: number;
  /** how many of the quiz's questions are folded (a deleted question no longer counts) */
  collapsedCount: number;
}

const CollapsedContext = createContext<Collapsed>({
  collapsed: new Set(),
  toggle: () => {},
  collapseAll: () => {},
  expandAll: () => {},
  expandAt: () => {},
  questionCount: 0,
  collapsedCount: 0,
});

/**
 * Which questions are folded to their summary line. Kept by question id, so a
 * question stays as it was when it moves; a question not folded yet (a new
 * one, or every question of a freshly opened quiz) shows in full.
 */
export function CollapsedQuestionsProvider({ draft, children }: { draft: QuizDraft; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => questionIdsByPath(draft), [draft]);
  // Read when a button is pressed, not a dependency: typing in a question must
  // not hand every other (memoised) question a new context value.
  const idsNow = useRef(ids);
  idsNow.current = ids;
  const toggle = useCallback(
    (questionId: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(questionId)) next.add(questionId);
        return next;
      }),
    [],
  );
  const collapseAll = useCallback(() => setCollapsed(new Set(idsNow.current.values())), []);
  const expandAll = useCallback(() => setCollapsed(new Set()), []);
  const expandAt = useCallback(
    (path: string) => {
      const questionId = questionIdAt(idsNow.current, path);
      if (questionId === null) return;
      setCollapsed((current) => {
        if (!current.has(questionId)) return current;
        const next = new Set(current);
        next.delete(questionId);
        return next;
      });
    },
    [],
  );
  let collapsedCount = 0;
  for (const questionId of ids.values()) if (collapsed.has(questionId)) collapsedCount += 1;
  const value = useMemo(
    () => ({ collapsed, toggle, collapseAll, expandAll, expandAt, questionCount: ids.size, collapsedCount }),
    [collapsed, toggle, collapseAll, expandAll, expandAt, ids.size, collapsedCount],
  );
  return <CollapsedContext.Provider value={value}>{children}</CollapsedContext.Provider>;
}

export function useCollapsedQuestions(): Collapsed {
  return useContext(CollapsedContext);
}
