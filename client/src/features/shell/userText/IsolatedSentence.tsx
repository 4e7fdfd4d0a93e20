import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from './UserText.tsx';

interface Props {
  i18nKey: string;
  /** the user content put into the sentence, each one isolated */
  values: Record<string, string>;
  /** other interpolations, not user content (a count for the plural) */
  options?: Record<string, string | number>;
  /** one line: the translated words stay whole and the user values are cut at their own end */
  truncate?: boolean;
}

// Private-use characters that no translation contains mark where each value goes.
const marker = (index: number) => `\uE000${index}\uE001`;
const MARKERS = /\uE000(\d+)\uE001/;

/**
 * A translated sentence with user content in it ("Welcome, {{name}}"), each
 * value inside its own bidirectional isolate. The text is the one `t` gives,
 * character for character.
 */
export function IsolatedSentence({ i18nKey, values, options = {}, truncate = false }: Props) {
  const { t } = useTranslation();
  const names = Object.keys(values);
  const text = t(i18nKey, { ...options, ...Object.fromEntries(names.map((name, index) => [name, marker(index)])) });
  const parts: ReactNode[] = text.split(MARKERS).map((part, position) => {
    if (position % 2 === 1) {
      return (
        <UserText key={position} truncate={truncate}>
          {values[names[Number(part)]]}
        </UserText>
      );
    }
    if (!truncate || part === '') return <Fragment key={position}>{part}</Fragment>;
    return (
      <Box component="span" key={position} sx={{ whiteSpace: 'pre', flexShrink: 0 }}>
        {part}
      </Box>
    );
  });
  if (!truncate) return <>{parts}</>;
  return (
    <Box component="span" sx={{ display: 'flex', minWidth: 0, maxWidth: '100%' }}>
      {parts}
    </Box>
  );
}
