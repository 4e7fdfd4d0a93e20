import type { ReactNode } from 'react';

/**
 * Text a person typed (names, quiz texts, choices, answers, messages): shown
 * in a bidirectional isolate whose direction comes from its own first strong
 * letter, so an English question keeps its "?" at its end inside an Arabic
 * page, and an Arabic name does not reorder the English sentence around it.
 * `truncate` cuts a long text on one line at the end of its own direction.
 */
export function UserText({ children, truncate = false }: { children: ReactNode; truncate?: boolean }) {
  return (
    <bdi dir="auto" style={truncate ? TRUNCATED : undefined}>
      {children}
    </bdi>
  );
}

const TRUNCATED = {
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** For MUI text fields and inputs holding user content: `slotProps={USER_INPUT_SLOT_PROPS}`. */
export const USER_INPUT_SLOT_PROPS = { htmlInput: { dir: 'auto' } } as const;
