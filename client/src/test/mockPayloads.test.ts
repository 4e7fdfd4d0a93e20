// The payloads component tests answer with: generated from the operation, so
// they always have its shape, with the values the test states.
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import AboutScreenQuery from '../features/shellPages/about/__generated__/AboutScreenQuery.graphql.ts';
import { generatedPayload } from './mockPayloads.ts';

const about = () => createOperationDescriptor(getRequest(AboutScreenQuery), {});

describe('generated payloads', () => {
  it('have every field the query selects, the stated values where the test gave them', () => {
    const { data } = generatedPayload(about(), {
      Organization: () => ({ name: 'أكاديمية أكمي', supportLink: null }),
      SocialMedia: () => ({ telegram: 'https://t.me/acme' }),
    });
    expect(data).toEqual({
      organization: {
        id: '<Organization-mock-id-1>',
        alias: '<mock-value-for-field-"alias">',
        name: 'أكاديمية أكمي',
        introductionMsg: '<mock-value-for-field-"introductionMsg">',
        supportLink: null,
        socialMedia: {
          facebook: '<mock-value-for-field-"facebook">',
          instagram: '<mock-value-for-field-"instagram">',
          youtube: '<mock-value-for-field-"youtube">',
          telegram: 'https://t.me/acme',
          whatsapp: '<mock-value-for-field-"whatsapp">',
        },
      },
    });
  });

  it('take the values stated inside a nested object and generate the rest of it', () => {
    const { data } = generatedPayload(about(), {
      Organization: () => ({ socialMedia: { facebook: 'https://facebook.com/acme' } }),
    });
    expect(data).toMatchObject({ organization: { socialMedia: { facebook: 'https://facebook.com/acme', instagram: '<mock-value-for-field-"instagram">' } } });
  });

  it('refuse a value the query does not select, which a hand-written payload lets through', () => {
    // a field renamed since the test was written: the screen now reads `introductionMsg`
    const stale = { organization: { id: 'T3JnOm8x', alias: 'acme', name: 'Acme', introduction: 'We teach.', supportLink: null, socialMedia: null } };
    Object.assign(globalThis, { jest: { fn: vi.fn } });
    const environment = createMockEnvironment();
    expect(() => environment.commitPayload(about(), stale)).not.toThrow(); // Relay only warns of the missing field

    expect(() => generatedPayload(about(), { Organization: () => ({ name: 'Acme', introduction: 'We teach.' }) })).toThrow(
      'AboutScreenQuery does not select Organization.introduction',
    );
    expect(() => generatedPayload(about(), { Organization: () => ({ socialMedia: { tiktok: 'x' } }) })).toThrow(
      'does not select Organization.socialMedia.tiktok',
    );
  });
});
