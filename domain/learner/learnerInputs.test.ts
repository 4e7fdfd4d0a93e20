// The learner's schemas: the details dialog refuses as the hand-written
// checks did (name, then date of birth), the legacy bodies map as the routes
// mapped them, and the e-mail naming the learner is only typed.
import { describe, expect, it } from 'vitest';
import { learnerDetails, legacyLearnerLookup, legacyRegistration, namingEmail } from './learnerInputs.ts';

const refusal = (value: unknown) => {
  const [issue] = learnerDetails.safeParse(value).error?.issues ?? [];
  return issue && { code: issue.message, field: issue.path.at(-1) };
};

describe('the details dialog', () => {
  it('removes commas from the name, trims the telegram and keeps no date when none is given', () => {
    expect(learnerDetails.parse({ name: ' Ana, Lee ', telegram: '  ', dateOfBirth: ' ' })).toEqual({ name: 'Ana Lee', telegram: null, dateOfBirth: null });
  });

  it.each([
    ['a name of commas only', { name: ',،' }, { code: 'nameRequired', field: 'name' }],
    ['a name that is not text', { name: 42 }, { code: 'nameRequired', field: 'name' }],
    ['a date that is not text', { name: 'Ana', dateOfBirth: 20000101 }, { code: 'invalidDateOfBirth', field: 'dateOfBirth' }],
    ['a date that is no date', { name: 'Ana', dateOfBirth: '2001-02-30' }, { code: 'invalidDateOfBirth', field: 'dateOfBirth' }],
    ['a date too recent', { name: 'Ana', dateOfBirth: new Date().toISOString().slice(0, 10) }, { code: 'minimumAge', field: 'dateOfBirth' }],
  ])('refuses %s', (_name, value, expected) => {
    expect(refusal(value)).toEqual(expected);
  });
});

describe('the legacy bodies', () => {
  it("read checkIfUserExists' username before its email", () => {
    expect(legacyLearnerLookup.parse({ username: 'a@x.example', email: 'b@x.example' })).toEqual({ email: 'a@x.example' });
    expect(legacyLearnerLookup.parse({ email: 7 })).toEqual({ email: '' });
  });

  it('take a registration as the route took it: the e-mail repeated when not sent, acceptances only when true', () => {
    expect(legacyRegistration.parse({ email: 'a@x.example', name: 'Ana', privacyPolicyAccepted: 'true', termsAccepted: true })).toEqual({
      email: 'a@x.example',
      repeatEmail: 'a@x.example',
      name: 'Ana',
      telegram: null,
      dateOfBirth: null,
      privacyPolicyAccepted: false,
      termsAccepted: true,
      code: '',
    });
  });

  it('type the e-mail naming the learner: none when absent or empty, else compared as lower case', () => {
    expect([namingEmail.parse(undefined), namingEmail.parse(''), namingEmail.parse(' A@X.example ')]).toEqual([null, null, 'a@x.example']);
  });
});
