import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

export interface LoginLogTable {
  id: Generated<string>;
  userId: string | null;
  account: string;
  loginTime: CreatedAt;
  ipAddress: string;
  ipAddressName: string;
  userAgent: string;
  success: boolean;
  message: string;
}

export interface CaptchaTable {
  key: string;
  code: string;
  expiresAt: Date;
}

export interface SmsCodeTable {
  id: string;
  mobile: string;
  /** Null when the number belongs to nobody: the code was recorded for the rate limit, not sent. */
  userId: string | null;
  codeHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface LoginIpFailureTable {
  /** The client address; an IPv6 address stands for its /64 network. */
  ipAddress: string;
  windowStart: Date;
  failures: number;
}

/** consumed: the confirmed ticket has handed out its session and answers as expired from then on. */
export type QrTicketStatus = 'waiting' | 'scanned' | 'confirmed' | 'consumed';

export interface QrTicketTable {
  ticketHash: string;
  status: Generated<QrTicketStatus>;
  userId: string | null;
  createdAt: CreatedAt;
  expiresAt: Date;
}

/** The tables this domain keeps, by their name in queries. */
export interface OauthTables {
  loginLog: LoginLogTable;
  captcha: CaptchaTable;
  smsCode: SmsCodeTable;
  loginIpFailure: LoginIpFailureTable;
  qrTicket: QrTicketTable;
}
