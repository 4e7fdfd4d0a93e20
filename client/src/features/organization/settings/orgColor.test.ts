import { describe, expect, it } from 'vitest';
import { verifiedEmailsFile } from '../VerifiedEmailsButton.tsx';
import { draftOf, templateOf, templateProblems } from '../landing/templateProblems.ts';
import { EMPTY_LANDING_TEMPLATE } from '../../../../../domain/organization/landingTemplate.ts';
import { isReadableColor, rgbaOf } from './OrgColorSetting.tsx';

describe('the colour picker’s value', () => {
  it.each([
    [null, 'rgba(25, 118, 210, 1)'],
    ['#FF5722', 'rgba(255, 87, 34, 1)'],
    ['#FF572280', 'rgba(255, 87, 34, 0.5)'],
    ['rgba(1, 2, 3, 0.4)', 'rgba(1, 2, 3, 0.4)'],
  ])('%s is picked as %s', (stored, rgba) => expect(rgbaOf(stored)).toBe(rgba));

  it('reads the colours the theme reads, and no other', () => {
    expect(['#abc', 'rgba(1, 2, 3, 1)', '#1976D2FF'].every(isReadableColor)).toBe(true);
    expect(['red', 'hsl(1, 2%, 3%)', '', '#12'].some(isReadableColor)).toBe(false);
  });
});

describe('the landing template form', () => {
  const draft = (rows: { name: string; count: string }[]) => ({ ...draftOf(EMPTY_LANDING_TEMPLATE), statistics: rows.map((row) => ({ ...row, icon: 'star' })) });

  it.each(['-1', '1.5', 'ten', '', '1000000001'])('refuses the count %j', (count) => {
    expect(templateProblems(draft([{ name: 'A', count }]))).toEqual({ 'statistics.0.count': 'orgSettings.landing.countInvalid' });
  });

  it('needs a name and a readable colour; a valid draft is the template saved', () => {
    expect(templateProblems({ ...draft([{ name: ' ', count: '3' }]), primaryColor: 'nope' })).toEqual({
      'statistics.0.name': 'orgSettings.landing.nameRequired',
      primaryColor: 'errors.invalidColor',
    });
    expect(templateOf(draft([{ name: ' Learners ', count: '12' }])).statistics).toEqual([{ name: 'Learners', count: 12, icon: 'star' }]);
  });
});

describe('the verified e-mails file', () => {
  it('is one e-mail a line', async () => {
    expect(await verifiedEmailsFile(['a@x.example', 'b@x.example']).text()).toBe('a@x.example\nb@x.example\n');
    expect(await verifiedEmailsFile([]).text()).toBe('');
  });
});
