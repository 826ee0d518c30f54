import type { SysConfigInfo } from '@formwork/schema';
import type { Config } from '../../config.js';
import { StampedCache, type Stamps } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import { t } from '../../http/i18n/index.js';
import { DEFAULT_SITE_EXTENSIONS } from '../../uploads/extensions.js';

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
  /**
   * Minutes a sign-in lasts, wrong passwords before the account locks, and minutes it stays
   * locked. Empty: the operator's TOKEN_TTL_MINUTES, LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES.
   */
  tokenTimeout: '',
  passwordErrorsNumber: '',
  lockTime: '',
  /** 1: a new password must meet the rules below. */
  passwordStrengthLimit: '0',
  /** 1: a new password is at least passwordLengthMinNumber long. */
  passwordLengthMin: '0',
  passwordLengthMinNumber: '6',
  containsNumbers: '0',
  includeLowercaseLetters: '0',
  includeUppercaseLetters: '0',
  containsCharacters: '0',
  /** Days sign-in, request and error logs are kept. */
  logRetentionDays: '30',
  /**
   * Per user: uploads begun and not yet merged, and the megabytes their chunks may hold. Twice the
   * largest file by default, so a user can resume one large file while starting another.
   */
  uploadOpenMax: '10',
  uploadPendingMaxMb: '4096',
  /** Extensions people may attach to forms, comma-separated; only ever a part of the safe list. */
  allowedExtensions: DEFAULT_SITE_EXTENSIONS,
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

/** Writes settings in one transaction: a change stamp trigger then moves once and readers see all or nothing. */
export async function writeSystemConfigs(
  db: Db,
  entries: ReadonlyArray<readonly [SystemKey, string]>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of entries) await writeSystemConfig(trx, key, value);
  });
}

export function toSysConfigInfo(config: Record<SystemKey, string>): SysConfigInfo {
  const { sysName, sysVersion, copyright, title, logoIcon, loginIcon, navigationIcon, companyName } = config;
  return { sysName, sysVersion, copyright, title, logoIcon, loginIcon, navigationIcon, companyName };
}

type Lockout = Pick<Config, 'tokenTtlMinutes' | 'loginMaxFailures' | 'loginLockMinutes'>;

const whole = (text: string, fallback: number) => (/^\d+$/.test(text) ? Number(text) : fallback);

/** Token lifetime and lockout as the settings have them, the operator's values where unset. */
export function lockoutOf(system: Record<SystemKey, string>, config: Lockout): Lockout {
  return {
    tokenTtlMinutes: whole(system.tokenTimeout, config.tokenTtlMinutes),
    loginMaxFailures: whole(system.passwordErrorsNumber, config.loginMaxFailures),
    loginLockMinutes: whole(system.lockTime, config.loginLockMinutes),
  };
}

/**
 * `config` with token lifetime and lockout read from the settings now, so a change applies to
 * the next sign-in without a restart. Read uncached: sign-in carries no session stamps.
 */
export async function withSettings<C extends Lockout>(db: Db, config: C): Promise<C> {
  return { ...config, ...lockoutOf(await readSystemConfig(db), config) };
}

export interface PasswordPolicy {
  minLength: number;
  numbers: boolean;
  lower: boolean;
  upper: boolean;
  symbols: boolean;
}

/** The password rules in force; none when the strength limit is off. */
export function passwordPolicyOf(system: Record<SystemKey, string>): PasswordPolicy | undefined {
  if (system.passwordStrengthLimit !== '1') return undefined;
  return {
    minLength: system.passwordLengthMin === '1' ? whole(system.passwordLengthMinNumber, 0) : 0,
    numbers: system.containsNumbers === '1',
    lower: system.includeLowercaseLetters === '1',
    upper: system.includeUppercaseLetters === '1',
    symbols: system.containsCharacters === '1',
  };
}

/** Whether a plain password meets the policy. */
export function meetsPolicy(password: string, policy: PasswordPolicy): boolean {
  return (
    [...password].length >= policy.minLength &&
    (!policy.numbers || /\d/.test(password)) &&
    (!policy.lower || /[a-z]/.test(password)) &&
    (!policy.upper || /[A-Z]/.test(password)) &&
    (!policy.symbols || /[^\p{L}\p{N}\s]/u.test(password))
  );
}

/**
 * What a new plain password lacks under the settings' policy, in the request's language;
 * undefined when it meets the policy, null when no policy is on.
 */
export async function passwordPolicyProblem(db: Db, password: string): Promise<string | undefined | null> {
  const policy = passwordPolicyOf(await readSystemConfig(db));
  if (!policy) return null;
  if (meetsPolicy(password, policy)) return undefined;
  const rules: string[] = [];
  if (policy.minLength > 0) rules.push(t('sysConfig.ruleLength', { min: policy.minLength }));
  if (policy.numbers) rules.push(t('sysConfig.ruleNumbers'));
  if (policy.lower) rules.push(t('sysConfig.ruleLower'));
  if (policy.upper) rules.push(t('sysConfig.ruleUpper'));
  if (policy.symbols) rules.push(t('sysConfig.ruleSymbols'));
  return t('sysConfig.passwordPolicy', { rules: rules.join(t('sysConfig.ruleSeparator')) });
}
