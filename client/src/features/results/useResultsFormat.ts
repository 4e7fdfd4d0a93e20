import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, percentages and times in the interface's language; an empty figure is a dash. */
export function useResultsFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const signed = new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const none = t('results.cards.none');
    return {
      number: (value: number | null | undefined) => (value === null || value === undefined ? none : decimal.format(value)),
      /** with its sign: +2, −1 */
      signed: (value: number) => signed.format(value),
      /** a figure already in percent (0..100) */
      percent: (value: number | null | undefined) => (value === null || value === undefined ? none : percent.format(value / 100)),
      time: (value: unknown) => (typeof value === 'string' || value instanceof Date ? time.format(new Date(value)) : none),
    };
  }, [language, t]);
}
