import { describe, expect, it } from 'vitest';
import { EMPTY_LANDING_TEMPLATE, landingTemplateSchema, markupRuns, readLandingTemplate } from './landingTemplate.ts';

describe('markupRuns', () => {
  it('reads **bold** and *italic*, nested or not', () => {
    expect(markupRuns('a **b** c *d* e')).toEqual([
      { text: 'a ', bold: false, italic: false },
      { text: 'b', bold: true, italic: false },
      { text: ' c ', bold: false, italic: false },
      { text: 'd', bold: false, italic: true },
      { text: ' e', bold: false, italic: false },
    ]);
    expect(markupRuns('**bold *both* bold**')).toEqual([
      { text: 'bold ', bold: true, italic: false },
      { text: 'both', bold: true, italic: true },
      { text: ' bold', bold: true, italic: false },
    ]);
  });

  it('shows unpaired or empty markers as typed and keeps Arabic and lines', () => {
    expect(markupRuns('5 * 3 = 15')).toEqual([{ text: '5 * 3 = 15', bold: false, italic: false }]);
    expect(markupRuns('**** and ** x')).toEqual([{ text: '**** and ** x', bold: false, italic: false }]);
    expect(markupRuns('a ** b')).toEqual([{ text: 'a ** b', bold: false, italic: false }]);
    expect(markupRuns('مرحبا **بكم**\nفي')).toEqual([
      { text: 'مرحبا ', bold: false, italic: false },
      { text: 'بكم', bold: true, italic: false },
      { text: '\nفي', bold: false, italic: false },
    ]);
  });

  it('never produces markup: a tag is text', () => {
    expect(markupRuns('<b>x</b>')).toEqual([{ text: '<b>x</b>', bold: false, italic: false }]);
  });
});

describe('the landing template', () => {
  it('defaults the primary colour to #1976D2 and everything else to empty', () => {
    expect(EMPTY_LANDING_TEMPLATE).toEqual({ banner: null, introduction: '', programsIntroductionText: '', primaryColor: '#1976D2', statistics: [] });
  });

  it('refuses statistics without a name, with a negative or fractional count, or an unknown icon, and unknown keys', () => {
    const bad = [
      { statistics: [{ name: ' ', count: 1, icon: 'school' }] },
      { statistics: [{ name: 'Learners', count: -1, icon: 'school' }] },
      { statistics: [{ name: 'Learners', count: 1.5, icon: 'school' }] },
      { statistics: [{ name: 'Learners', count: 1, icon: 'rocket' }] },
      { script: '<script>' },
    ];
    for (const template of bad) expect(landingTemplateSchema.safeParse(template).success).toBe(false);
    expect(landingTemplateSchema.parse({ statistics: [{ name: ' Learners ', count: 0, icon: 'people' }] }).statistics).toEqual([{ name: 'Learners', count: 0, icon: 'people' }]);
  });

  it('reads a damaged stored template field by field', () => {
    expect(readLandingTemplate({ introduction: 7, primaryColor: '#000000', statistics: [{ name: 'Ok', count: 2, icon: 'star' }, { name: '' }] })).toEqual({
      ...EMPTY_LANDING_TEMPLATE,
      primaryColor: '#000000',
      statistics: [{ name: 'Ok', count: 2, icon: 'star' }],
    });
    expect(readLandingTemplate(null)).toEqual(EMPTY_LANDING_TEMPLATE);
  });
});
