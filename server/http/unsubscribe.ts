// /unsubscribe/<token>, the link at the end of every bulk e-mail. GET shows a
// small page with one button (a link scanner or a preview that follows the
// link unsubscribes nobody); the button, and a mail reader's one-click
// unsubscribe (RFC 8058: a POST to the List-Unsubscribe address), POST to the
// same address, which records it. The page is in Arabic and English: the
// reader's language is not known here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database.ts';
import { unsubscribe, unsubscribeTarget } from '../services/bulkMail/unsubscribe.ts';
import { sendJson } from './io.ts';

const PATH = /^\/unsubscribe\/([^/]{1,100})$/;
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(res: ServerResponse, status: number, body: { ar: string; en: string }, form?: { action: string; email: string }) {
  const button = form
    ? `<p dir="ltr"><bdi>${escapeHtml(form.email)}</bdi></p><form method="post" action="${escapeHtml(form.action)}"><button type="submit"><span lang="ar" dir="rtl">إلغاء الاشتراك</span> / <span lang="en" dir="ltr">Unsubscribe</span></button></form>`
    : '';
  const html = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>إلغاء الاشتراك / Unsubscribe</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;line-height:1.6}button{font:inherit;padding:.6rem 1.2rem;cursor:pointer}</style></head>
<body><main><p>${escapeHtml(body.ar)}</p><p lang="en" dir="ltr">${escapeHtml(body.en)}</p>${button}</main></body></html>`;
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': POLICY, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
  res.end(html);
}

/** Handles /unsubscribe/...; false for other paths. */
export async function handleUnsubscribe(req: IncomingMessage, res: ServerResponse, prisma: Db): Promise<boolean> {
  const { pathname } = new URL(req.url ?? '/', 'http://local');
  if (!pathname.startsWith('/unsubscribe/')) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    sendJson(res, 405, { data: { error: 'methodNotAllowed' } });
    return true;
  }
  const token = PATH.exec(pathname)?.[1] ?? '';
  const notFound = { ar: 'هذا الرابط غير صالح.', en: 'This link is not valid.' };
  if (req.method === 'POST') {
    req.resume(); // the one-click body (List-Unsubscribe=One-Click) says nothing more
    if (!(await unsubscribe(prisma, token))) return page(res, 404, notFound), true;
    page(res, 200, { ar: 'تم إلغاء اشتراكك: لن تصلك رسائل جماعية أخرى من هذا الحساب.', en: 'You are unsubscribed: this account will send you no more bulk e-mail.' });
    return true;
  }
  const target = await unsubscribeTarget(prisma, token);
  if (!target) return page(res, 404, notFound), true;
  page(res, 200, { ar: 'هل تريد إيقاف الرسائل الجماعية من هذا الحساب إلى هذا العنوان؟', en: 'Stop bulk e-mail from this account to this address?' }, { action: pathname, email: target.email });
  return true;
}
