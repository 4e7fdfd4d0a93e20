// The plain-text part of a bulk e-mail, made from its HTML.
import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plainText.ts';

describe('the plain-text part of a bulk e-mail', () => {
  it('keeps the words of an Arabic mail, its paragraphs and its line breaks', () => {
    const text = plainTextOf('<div dir="rtl"><h1>مرحبا بكم</h1><p>الاختبار يبدأ <b>غدا</b> الساعة ٩</p><p>مع التحية<br>فريق المنصة</p></div>');
    expect(text).toBe('مرحبا بكم\n\nالاختبار يبدأ غدا الساعة ٩\n\nمع التحية\nفريق المنصة');
  });

  it('writes a link as its text and its address, once when they are the same', () => {
    expect(plainTextOf('<p><a href="https://example.com/exam">The exam</a></p>')).toBe('The exam [https://example.com/exam]');
    expect(plainTextOf('<p><a href="https://example.com/">https://example.com/</a></p>')).toBe('https://example.com/');
  });

  it('writes an image as its description and nothing when it has none (no cid: addresses)', () => {
    expect(plainTextOf('<p>Logo: <img src="cid:logo" alt="Our logo"></p>')).toBe('Logo: [Our logo]');
    expect(plainTextOf('<p>x<img src="cid:logo"></p>')).toBe('x');
  });

  it('keeps the case of headings and table headers as written', () => {
    expect(plainTextOf('<h2>Exam Day</h2>')).toBe('Exam Day');
    expect(plainTextOf('<table><tr><th>Name</th></tr><tr><td>Sara</td></tr></table>')).toContain('Name');
  });

  it('leaves out what a reader cannot see: styles and scripts', () => {
    expect(plainTextOf('<style>p{color:red}</style><script>alert(1)</script><p>Hello</p>')).toBe('Hello');
  });

  it('wraps long lines at 78 characters', () => {
    const text = plainTextOf(`<p>${'word '.repeat(40)}</p>`);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(78);
  });
});
