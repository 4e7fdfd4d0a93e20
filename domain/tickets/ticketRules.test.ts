import { describe, expect, it } from 'vitest';
import { ticketCreatedAt, timeInId } from './ticketDate.ts';
import { checkTicket } from './ticketInputs.ts';
import { ticketLocale } from './ticketRules.ts';

describe('checkTicket (admin spec §5: subject, description and type required)', () => {
  it.each([
    [{ description: 'd', type: 'bug' }, 'subjectRequired', 'subject'],
    [{ subject: 's', type: 'bug' }, 'descriptionRequired', 'description'],
    [{ subject: 's', description: 'd' }, 'typeRequired', 'type'],
    [{ subject: 's', description: 'd', type: 'idea' }, 'invalid_data_entry', 'type'],
    [{ subject: 's', description: 'd', type: 'bug', email: 'x@' }, 'invalidEmail', 'email'],
    [{ subject: 's', description: 'd', type: 'bug', email: 5 }, 'invalidEmail', 'email'],
    [{ subject: 's'.repeat(201), description: 'd', type: 'bug' }, 'invalid_data_entry', 'subject'],
  ])('%j is refused with %s on %s', (draft, problem, field) => {
    expect(checkTicket(draft)).toEqual({ ok: false, problem, field });
  });

  it("takes the spec's body (subject, description, type) without a contact e-mail (issue 30)", () => {
    expect(checkTicket({ subject: 's', description: 'd', type: 'bug' })).toEqual({
      ok: true,
      ticket: { subject: 's', description: 'd', type: 'bug', email: null, locale: 'ar' },
    });
    expect(checkTicket({ subject: 's', description: 'd', type: 'bug', email: '  ' })).toMatchObject({ ok: true, ticket: { email: null } });
  });

  it('trims the texts and normalises the e-mail', () => {
    expect(checkTicket({ subject: ' s ', description: ' d ', type: 'feature', email: ' A@B.example ' })).toEqual({
      ok: true,
      ticket: { subject: 's', description: 'd', type: 'feature', email: 'a@b.example', locale: 'ar' },
    });
  });

  it("keeps the reporter's language, ar when none is given, and refuses any other", () => {
    const draft = { subject: 's', description: 'd', type: 'bug' };
    expect(checkTicket({ ...draft, locale: 'en' })).toMatchObject({ ok: true, ticket: { locale: 'en' } });
    expect(checkTicket({ ...draft, locale: '' })).toMatchObject({ ok: true, ticket: { locale: 'ar' } });
    expect(checkTicket(draft)).toMatchObject({ ok: true, ticket: { locale: 'ar' } });
    for (const locale of ['fr', 'EN', ' ', 42, ['en']]) {
      expect(checkTicket({ ...draft, locale })).toEqual({ ok: false, problem: 'invalid_data_entry', field: 'locale' });
    }
  });

  it('reads a stored language as ar unless it is en', () => {
    expect([ticketLocale('en'), ticketLocale('ar'), ticketLocale('fr'), ticketLocale(undefined)]).toEqual(['en', 'ar', 'ar', 'ar']);
  });
});

describe('ticketCreatedAt (falls back to the time in the id)', () => {
  it('answers createdAt when there is one', () => {
    expect(ticketCreatedAt('2026-01-02T03:04:05.000Z', 'cmwtkdm4j001zxt7d49cujyxk')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });
  it("reads a cuid's milliseconds and an ObjectId's seconds", () => {
    const ms = Date.UTC(2026, 10, 23, 17, 0, 0);
    expect(timeInId(`c${ms.toString(36)}${'0'.repeat(16)}`)?.getTime()).toBe(ms);
    expect(ticketCreatedAt(null, '5f5b1c000000000000000000')?.toISOString()).toBe('2020-09-11T06:41:04.000Z');
    expect(ticketCreatedAt(undefined, 'not-an-id')).toBeNull();
  });
});
