import type { SysConfigInfo } from '@formwork/schema';
import { StampedCache, type Stamps } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';

/** Settings kept in the database, with the value used when none is stored. */
export const SYSTEM_DEFAULTS = {
  sysName: 'Formwork',
  sysVersion: '0.1.0',
  copyright: 'Copyright © 2026 Formwork',
  title: 'Formwork 低代码开发平台',
  companyName: 'Formwork',
  logoIcon: '',
  loginIcon: '',
  navigationIcon: '',
  /** 1: sign-in asks for the image captcha. */
  enableVerificationCode: '0',
  verificationCodeNumber: '4',
} as const;

export type SystemKey = keyof typeof SYSTEM_DEFAULTS;

export async function readSystemConfig(db: Db): Promise<Record<SystemKey, string>> {
  const rows = await db.selectFrom('sysConfig').selectAll().execute();
  const values: Record<string, string> = { ...SYSTEM_DEFAULTS };
  for (const row of rows) if (row.key in SYSTEM_DEFAULTS) values[row.key] = row.value;
  return values as Record<SystemKey, string>;
}

const kept = new StampedCache<Record<SystemKey, string>>(8);

/** readSystemConfig, kept while the system stamp a session was read with stays the same. */
export function systemConfigOf(db: Db, stamps: Stamps): Promise<Record<SystemKey, string>> {
  return kept.through('system', stamps.system, () => readSystemConfig(db));
}

export async function writeSystemConfig(db: Db, key: SystemKey, value: string): Promise<void> {
  await db
    .insertInto('sysConfig')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

export function toSysConfigInfo(config: Record<SystemKey, string>): SysConfigInfo {
  const { sysName, sysVersion, copyright, title, logoIcon, loginIcon, navigationIcon, companyName } = config;
  return { sysName, sysVersion, copyright, title, logoIcon, loginIcon, navigationIcon, companyName };
}
