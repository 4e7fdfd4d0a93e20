import { describe, expect, it } from 'vitest';
import {
  normalizeRegistration,
  validateRegistration,
  type RegistrationError,
  type RegistrationInput,
} from './registration.ts';

const today = new Date('2024-06-15T09:30:00Z');

const valid: RegistrationInput = {
  email: 'sara@example.com',
  repeatEmail: 'sara@example.com',
  name: 'سارة علي',
  telegram: '@sara',
  dateOfBirth: '2000-03-01',
  privacyPolicyAccepted: true,
  termsAccepted: true,
};

describe('validateRegistration', () => {
  it.each<[string, Partial<RegistrationInput>, RegistrationError[]]>([
    ['a complete form passes', {}, []],
    [
      'e-mails are compared after trimming and lower-casing',
      { email: ' Sara@Example.com ', repeatEmail: 'SARA@example.COM' },
      [],
    ],
    ['date of birth may be left out', { dateOfBirth: undefined }, []],
    ['date of birth may be null', { dateOfBirth: null }, []],
    ['a blank date of birth counts as left out', { dateOfBirth: '  ' }, []],
    ['telegram is optional', { telegram: null }, []],
    [
      'the e-mail must be valid',
      { email: 'sara@example', repeatEmail: 'sara@example' },
      [{ field: 'email', code: 'invalidEmail' }],
    ],
    [
      'a missing e-mail is invalid',
      { email: '', repeatEmail: '' },
      [{ field: 'email', code: 'invalidEmail' }],
    ],
    [
      'the repeated e-mail must match',
      { repeatEmail: 'sarah@example.com' },
      [{ field: 'repeatEmail', code: 'emailsDoNotMatch' }],
    ],
    ['the name must not be blank', { name: '   ' }, [{ field: 'name', code: 'nameRequired' }]],
    [
      'a name made only of commas is blank',
      { name: ' ،, ' },
      [{ field: 'name', code: 'nameRequired' }],
    ],
    [
      'the privacy policy must be accepted',
      { privacyPolicyAccepted: false },
      [{ field: 'privacyPolicyAccepted', code: 'mustAcceptPrivacyPolicy' }],
    ],
    [
      'the terms must be accepted',
      { termsAccepted: false },
      [{ field: 'termsAccepted', code: 'mustAcceptTerms' }],
    ],
    ['exactly 16 on the day passes', { dateOfBirth: '2008-06-15' }, []],
    [
      'younger than 16 is below the minimum age',
      { dateOfBirth: '2008-06-16' },
      [{ field: 'dateOfBirth', code: 'minimumAge' }],
    ],
    ['exactly 120 passes', { dateOfBirth: '1903-06-16' }, []],
    [
      'older than 120 is an invalid date of birth',
      { dateOfBirth: '1903-06-15' },
      [{ field: 'dateOfBirth', code: 'invalidDateOfBirth' }],
    ],
    [
      'a future date of birth is invalid',
      { dateOfBirth: '2024-06-16' },
      [{ field: 'dateOfBirth', code: 'invalidDateOfBirth' }],
    ],
    [
      'an impossible calendar date is invalid',
      { dateOfBirth: '2001-02-30' },
      [{ field: 'dateOfBirth', code: 'invalidDateOfBirth' }],
    ],
    [
      'a date in another format is invalid',
      { dateOfBirth: '01/03/2000' },
      [{ field: 'dateOfBirth', code: 'invalidDateOfBirth' }],
    ],
    [
      'every problem is reported, in form order',
      {
        email: 'not an e-mail',
        repeatEmail: 'other',
        name: '',
        dateOfBirth: '2020-01-01',
        privacyPolicyAccepted: false,
        termsAccepted: false,
      },
      [
        { field: 'email', code: 'invalidEmail' },
        { field: 'repeatEmail', code: 'emailsDoNotMatch' },
        { field: 'name', code: 'nameRequired' },
        { field: 'dateOfBirth', code: 'minimumAge' },
        { field: 'privacyPolicyAccepted', code: 'mustAcceptPrivacyPolicy' },
        { field: 'termsAccepted', code: 'mustAcceptTerms' },
      ],
    ],
  ])('%s', (_rule, change, expected) => {
    expect(validateRegistration({ ...valid, ...change }, today)).toEqual(expected);
  });
});

describe('normalizeRegistration', () => {
  it.each<[string, Partial<RegistrationInput>, Partial<ReturnType<typeof normalizeRegistration>>]>([
    ['the e-mail is trimmed and lower-cased', { email: '  Sara@Example.COM ' }, { email: 'sara@example.com' }],
    ['commas are stripped from the name, then it is trimmed', { name: ' سارة، علي, ' }, { name: 'سارة علي' }],
    ['telegram is trimmed', { telegram: '  @sara ' }, { telegram: '@sara' }],
    ['a blank telegram becomes null', { telegram: '   ' }, { telegram: null }],
    ['a missing telegram becomes null', { telegram: undefined }, { telegram: null }],
    ['the date of birth is kept', { dateOfBirth: '2000-03-01' }, { dateOfBirth: '2000-03-01' }],
    ['a missing date of birth becomes null', { dateOfBirth: undefined }, { dateOfBirth: null }],
    ['a blank date of birth becomes null', { dateOfBirth: '' }, { dateOfBirth: null }],
  ])('%s', (_rule, change, expected) => {
    expect(normalizeRegistration({ ...valid, ...change })).toMatchObject(expected);
  });

  it('keeps the acceptances and drops the repeated e-mail', () => {
    expect(normalizeRegistration(valid)).toEqual({
      email: 'sara@example.com',
      name: 'سارة علي',
      telegram: '@sara',
      dateOfBirth: '2000-03-01',
      privacyPolicyAccepted: true,
      termsAccepted: true,
    });
  });
});
