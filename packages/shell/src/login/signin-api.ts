import type { LoginResult } from '@formwork/schema';
import { request } from '../http/client.js';

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';
export interface QrTicket {
  ticket: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}
export type QrPoll = { status: QrStatus } & Partial<LoginResult>;

/** The calls of the mobile-code and QR sign-in modes (server: apps/server/src/domains/oauth). */
export const signInApi = {
  /** Answers `resendAfter` (seconds) on success; the server says how long to wait when too soon. */
  sendSmsCode: (mobile: string) =>
    request<{ resendAfter: number; expiresIn: number }>({
      url: '/api/oauth/SmsCode',
      method: 'post',
      data: { mobile },
    }),

  /** The Login call with origin=sms: rejects with the answer body, as every sign-in does. */
  smsLogin: (mobile: string, code: string) =>
    request<LoginResult>({
      url: '/api/oauth/Login',
      method: 'post',
      data: new URLSearchParams({ account: mobile, code, origin: 'sms', grant_type: 'password' }),
    }),

  issueQr: () => request<QrTicket>({ url: '/api/oauth/QrCode', method: 'post' }),

  pollQr: (ticket: string) =>
    request<QrPoll>({ url: `/api/oauth/QrCode/${encodeURIComponent(ticket)}`, method: 'get' }),
};

/**
 * What the QR code carries: the ticket and the server an app must confirm it with
 * (POST {server}/api/oauth/QrCode/{ticket}/Scan, then /Confirm, with the app's token).
 */
export const qrPayload = (ticket: string, server: string) =>
  JSON.stringify({ type: 'formwork-login', server, ticket });
