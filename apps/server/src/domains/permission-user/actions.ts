import { hashPassword } from '../../accounts/passwords.js';
import { endUserSessions } from '../../accounts/sessions.js';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { findStoredUser } from './write.js';

/**
 * Sets the password an administrator typed (its md5, as clients send passwords) and signs the
 * user out everywhere; they must change it at their next sign-in. Answers the sessions ended.
 * Nobody resets their own password or the administrator's here: that needs the old password.
 */
export async function resetPassword(
  db: Db,
  id: string,
  callerId: string,
  body: { userPassword: string; validatePassword: string },
): Promise<string[]> {
  const stored = await findStoredUser(db, id);
  if (stored.id === callerId) throw badField('id', 'permissionUser.ownPassword');
  if (stored.isAdministrator) throw badField('id', 'permissionUser.adminPassword');
  if (body.userPassword.toLowerCase() !== body.validatePassword.toLowerCase())
    throw badField('validatePassword', 'permissionUser.passwordsDiffer');
  const passwordHash = await hashPassword(body.userPassword);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, isFirst: 0, lastModifyTime: new Date() })
      .where('id', '=', id)
      .execute();
    return endUserSessions(trx, id, 'password');
  });
}

/**
 * Enables a disabled or locked user, or disables an enabled one, who is then signed out
 * everywhere. Answers the new state.
 */
export async function toggleState(db: Db, id: string, callerId: string): Promise<{ enabledMark: number }> {
  const stored = await findStoredUser(db, id);
  const enabledMark = stored.enabledMark === 1 ? 0 : 1;
  if (enabledMark === 0 && stored.isAdministrator) throw badField('id', 'permissionUser.adminNotDisabled');
  if (enabledMark === 0 && stored.id === callerId) throw badField('id', 'permissionUser.selfNotDisabled');
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ enabledMark, lastModifyTime: new Date() })
      .where('id', '=', id)
      .execute();
    if (enabledMark === 0) await endUserSessions(trx, id, 'forced');
    return { enabledMark };
  });
}

/** Lifts a lock, whether set by wrong passwords or by an administrator, and forgets the failures. */
export async function unlockUser(db: Db, id: string): Promise<void> {
  await findStoredUser(db, id);
  await db
    .updateTable('users')
    .set((eb) => ({
      errorCount: 0,
      lockUntil: null,
      enabledMark: eb.case().when('enabledMark', '=', 2).then(1).else(eb.ref('enabledMark')).end(),
      lastModifyTime: new Date(),
    }))
    .where('id', '=', id)
    .execute();
}
