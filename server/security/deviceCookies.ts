// Known devices of administrators, after rate-limiter-flexible's "login
// endpoint protection" with trusted devices: a successful sign-in sets an
// HttpOnly cookie naming a random device id, signed (HMAC-SHA256 with a server
// key) together with the identity it is for. A correct password from a browser
// that presents it is not refused by the identity-wide block that failures from
// other addresses set (server/security/rateLimits.ts); its own failures still
// count. No database row: the signature is the proof, the expiry is in the value.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** how long a device stays known after its last successful sign-in */
export const DEVICE_DAYS = 30;
const DEVICE_SECONDS = DEVICE_DAYS * 24 * 60 * 60;

export interface DeviceCookies {
  /** the device id of a valid cookie of `identity` in a Cookie header; null when absent, forged, expired or another identity's */
  read(cookieHeader: string | undefined, identity: string, now?: number): string | null;
  /** the Set-Cookie value naming `deviceId` (a new one when null) for `identity`, valid for DEVICE_DAYS from now, sent to `path` only */
  issue(identity: string, deviceId: string | null, path: string, now?: number): string;
}

/**
 * `key`: the server's secret (shared by every process, or a device known to
 * one would be unknown to the next); `secure`: the site is served over https.
 */
export function createDeviceCookies(key: string, secure: boolean): DeviceCookies {
  const mac = (...parts: string[]) => createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
  // One cookie per identity (several administrators may share a browser); the
  // name is keyed, so it does not tell whose it is.
  const nameOf = (identity: string) => `qzd_${mac('admin device name', identity).slice(0, 16)}`;
  const signatureOf = (identity: string, deviceId: string, expires: string) => mac('admin device', identity, deviceId, expires);
  return {
    read(cookieHeader, identity, now = Date.now()) {
      if (!cookieHeader) return null;
      const name = nameOf(identity);
      for (const pair of cookieHeader.split(';')) {
        const separator = pair.indexOf('=');
        if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
        const [deviceId, expires, signature, ...rest] = pair.slice(separator + 1).trim().split('.');
        if (rest.length || !deviceId || !/^[A-Za-z0-9_-]{16,64}$/.test(deviceId) || !/^\d{1,12}$/.test(expires ?? '') || !signature) continue;
        if (Number(expires) * 1000 < now) continue;
        const expected = Buffer.from(signatureOf(identity, deviceId, expires));
        const given = Buffer.from(signature);
        if (expected.length === given.length && timingSafeEqual(expected, given)) return deviceId;
      }
      return null;
    },
    issue(identity, deviceId, path, now = Date.now()) {
      const id = deviceId ?? randomBytes(16).toString('base64url');
      const expires = String(Math.floor(now / 1000) + DEVICE_SECONDS);
      const value = `${id}.${expires}.${signatureOf(identity, id, expires)}`;
      return [`${nameOf(identity)}=${value}`, `Path=${path}`, `Max-Age=${DEVICE_SECONDS}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
    },
  };
}
