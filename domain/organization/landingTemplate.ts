// The landing page's template mode (spec: LandingPageTemplate): a banner, an
// introduction with bold and italic markup, the text above the available
// courses, a primary colour (default #1976D2) and statistics. Stored as JSON on
// the organisation; parsed strictly when saved, read leniently when shown.
import { z } from 'zod';
import { PRIMARY_DEFAULT } from '../colors.ts';
import { STATISTIC_ICONS } from './statisticIcons.ts';

export const LANDING_LIMITS = { introduction: 5_000, programsIntroductionText: 2_000, statisticName: 100, statistics: 12, url: 2_000, color: 40 } as const;

const statistic = z.object({
  name: z.string().trim().min(1).max(LANDING_LIMITS.statisticName),
  count: z.number().int().min(0).max(1_000_000_000),
  icon: z.enum(STATISTIC_ICONS),
});

export const landingTemplateSchema = z.strictObject({
  banner: z.string().max(LANDING_LIMITS.url).nullable().default(null),
  introduction: z.string().max(LANDING_LIMITS.introduction).default(''),
  programsIntroductionText: z.string().max(LANDING_LIMITS.programsIntroductionText).default(''),
  primaryColor: z.string().trim().min(1).max(LANDING_LIMITS.color).default(PRIMARY_DEFAULT),
  statistics: z.array(statistic).max(LANDING_LIMITS.statistics).default([]),
});

export type LandingTemplate = z.infer<typeof landingTemplateSchema>;
export type LandingStatistic = LandingTemplate['statistics'][number];

export const EMPTY_LANDING_TEMPLATE: LandingTemplate = landingTemplateSchema.parse({});

/** A stored template for display: what does not parse is replaced by its default, row by row. */
export function readLandingTemplate(stored: unknown): LandingTemplate {
  const whole = landingTemplateSchema.safeParse(stored);
  if (whole.success) return whole.data;
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const field = <K extends keyof LandingTemplate>(key: K): LandingTemplate[K] => {
    const parsed = landingTemplateSchema.shape[key].safeParse(value[key]);
    return parsed.success ? (parsed.data as LandingTemplate[K]) : EMPTY_LANDING_TEMPLATE[key];
  };
  const statistics = Array.isArray(value.statistics) ? value.statistics.flatMap((row) => statistic.safeParse(row).data ?? []) : [];
  return {
    banner: field('banner'),
    introduction: field('introduction'),
    programsIntroductionText: field('programsIntroductionText'),
    primaryColor: field('primaryColor'),
    statistics: statistics.slice(0, LANDING_LIMITS.statistics),
  };
}

/** One run of introduction text with its emphasis. */
export interface MarkupRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

/**
 * The introduction's markup: **bold** and *italic* (nestable), nothing else;
 * a marker without its closing pair, or around spaces (5 * 3 * 2), is shown as typed. Lines are kept: the
 * page shows them with white-space: pre-line.
 */
export function markupRuns(text: string): MarkupRun[] {
  const runs: MarkupRun[] = [];
  const push = (piece: string, bold: boolean, italic: boolean) => {
    if (!piece) return;
    const last = runs.at(-1);
    if (last && last.bold === bold && last.italic === italic) last.text += piece;
    else runs.push({ text: piece, bold, italic });
  };
  const walk = (part: string, bold: boolean, italic: boolean) => {
    let at = 0;
    while (at < part.length) {
      const marker = part.startsWith('**', at) ? '**' : part[at] === '*' ? '*' : null;
      const close = marker ? part.indexOf(marker, at + marker.length) : -1;
      const inner = marker && close > at ? part.slice(at + marker.length, close) : '';
      // a pair encloses something that neither starts nor ends with a space (as in Markdown); '*' must not be the start of a '**'
      if (marker && inner !== '' && inner.trim() === inner && !(marker === '*' && part.startsWith('**', close))) {
        walk(part.slice(at + marker.length, close), bold || marker === '**', italic || marker === '*');
        at = close + marker.length;
        continue;
      }
      const next = part.indexOf('*', at + (marker ? marker.length : 1));
      const end = next === -1 ? part.length : next;
      push(part.slice(at, end), bold, italic);
      at = end;
    }
  };
  walk(text, false, false);
  return runs;
}
