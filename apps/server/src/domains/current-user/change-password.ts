import { createHash } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../accounts/passwords.js';
import { endUserSessions, type Session } from '../../accounts/sessions.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badField, fieldProblem } from '../../http/envelope.js';
import { namedRuleProblem } from '../../http/i18n/index.js';
import { registerFailure } from '../oauth/index.js';
import { passwordPolicyProblem } from '../system-config/index.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Changes the signed-in user's password and ends the user's other sessions; answers their ids. A wrong old password counts towards the sign-in lockout,
 * since this form would otherwise let a borrowed session guess the password freely.
 */
export async function changePassword(
  db: Db,
  session: Session,
  oldPasswordMd5: string,
  newPassword: string,
  policy: Pick<Config, 'loginMaxFailures' | 'loginLockMinutes'>,
): Promise<string[]> {
  // The administrators' password policy, when they turned it on, replaces the fixed rule.
  const policyProblem = await passwordPolicyProblem(db, newPassword);
  const ruleProblem = policyProblem === null ? namedRuleProblem('password', newPassword) : policyProblem;
  if (ruleProblem) throw fieldProblem('newPassword', ruleProblem);

  const user = await db
    .selectFrom('users')
    .select(['passwordHash'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.passwordHash, oldPasswordMd5))) {
    await registerFailure(db, session.userId, { ...policy, tokenTtlMinutes: 0 });
    throw badField('oldPassword', 'currentUser.wrongOldPassword');
  }
  const newMd5 = md5(newPassword);
  if (newMd5 === oldPasswordMd5.toLowerCase()) throw badField('newPassword', 'currentUser.samePassword');

  const passwordHash = await hashPassword(newMd5);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, isFirst: 1, errorCount: 0, lastModifyTime: new Date() })
      .where('id', '=', session.userId)
      .execute();
    return endUserSessions(trx, session.userId, 'password', session.id);
  });
}
