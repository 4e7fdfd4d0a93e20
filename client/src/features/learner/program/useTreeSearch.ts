import { useCallback, useEffect, useMemo, useState } from 'react';
import { searchTree, type TreeNode, type TreeSource } from './itemTree.ts';

/** The spec's search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The course-content tree's open folders and its search. The text filters
 * the tree 300 ms after the learner stops typing; each search opens the
 * folders holding its matches (and leaves open what the learner opened).
 */
export function useTreeSearch<T extends TreeSource>(roots: readonly TreeNode<T>[]) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(text);
      const found = searchTree(roots, text);
      if (found && found.openIds.size > 0) setExpanded((open) => new Set([...open, ...found.openIds]));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, roots]);

  const result = useMemo(() => searchTree(roots, query), [roots, query]);

  const toggle = useCallback((id: string) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  return { text, setText, result, expanded, toggle };
}
