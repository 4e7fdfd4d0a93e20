import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from './UserText.tsx';

interface Props {
  i18nKey: string;
  /** the user content put into the sentence, each one isolated */
  values: Record<string, string>;
  /** other interpolations, not user content (a count for the plural) */
  options?: Record<string, string | number>;
}

// Private-use characters that no translation contains mark where each value goes.
const marker = (index: number) => `\uE000${index}\uE001`;
const MARKERS = /\uE000(\d+)\uE001/;

/**
 * A translated sentence with user content in it ("Welcome, {{name}}"), each
 * value inside its own bidirectional isolate. The text is the one `t` gives,
 * character for character.
 */
export function IsolatedSentence({ i18nKey, values, options = {} }: Props) {
  const { t } = useTranslation();
  const names = Object.keys(values);
  const text = t(i18nKey, { ...options, ...Object.fromEntries(names.map((name, index) => [name, marker(index)])) });
  const parts: ReactNode[] = text.split(MARKERS).map((part, position) =>
    position % 2 === 1 ? <UserText key={position}>{values[names[Number(part)]]}</UserText> : <Fragment key={position}>{part}</Fragment>,
  );
  return <>{parts}</>;
}
