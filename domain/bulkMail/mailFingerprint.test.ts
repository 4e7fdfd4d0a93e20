import { describe, expect, it } from 'vitest';
import { mailFingerprint } from './mailFingerprint.ts';

const HTML = '<div lang="en" dir="ltr"><p>Hello learners</p><img src="cid:logo" alt="logo.png"></div>';
const LOGO = { filename: 'logo.png', path: 'https://school.example/files/org1/uploads/logo.png', cid: 'logo' };
const PLAN = { filename: 'plan.pdf', path: 'https://school.example/files/org1/uploads/plan.pdf' };
const mail = { subject: 'Welcome back', html: HTML, attachments: [LOGO, PLAN] };

describe('mailFingerprint: what a test send vouches for', () => {
  it('is the same for the same mail, however its parts were put together', () => {
    const again = {
      subject: ' Welcome back ', // the server trims the subject it sends
      html: `${HTML}`,
      attachments: [
        { cid: 'logo', path: LOGO.path, filename: 'logo.png' },
        { path: PLAN.path, filename: 'plan.pdf', cid: undefined },
      ],
    };
    expect(mailFingerprint(again)).toBe(mailFingerprint(mail));
  });

  it('differs when anything sent differs: the subject, the HTML, an attachment, its name, its cid, their order', () => {
    const base = mailFingerprint(mail);
    expect(mailFingerprint({ ...mail, subject: 'Welcome back!' })).not.toBe(base);
    expect(mailFingerprint({ ...mail, html: HTML.replace('learners', 'learner') })).not.toBe(base);
    expect(mailFingerprint({ ...mail, attachments: [LOGO] })).not.toBe(base);
    expect(mailFingerprint({ ...mail, attachments: [LOGO, { ...PLAN, filename: 'programme.pdf' }] })).not.toBe(base);
    expect(mailFingerprint({ ...mail, attachments: [{ ...LOGO, cid: 'logo-2' }, PLAN] })).not.toBe(base);
    expect(mailFingerprint({ ...mail, attachments: [{ ...LOGO, path: `${LOGO.path}?v=2` }, PLAN] })).not.toBe(base);
    expect(mailFingerprint({ ...mail, attachments: [PLAN, LOGO] })).not.toBe(base);
  });
});
