import { MenuType } from '@formwork/schema';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionOf } from '../../http/auth.js';
import { forbidden } from '../../http/envelope.js';
import { authorizationOf, canAccess } from '../authorization/index.js';
import type { TypeRow } from './items.js';

/** The 数据字典 screen's menu entry. */
export const DICTIONARY_MODULE = 'system.dictionary';

/** The dictionary a type-4 menu entry maintains, named in its propertyJson by id or enCode. */
function dictionaryOf(propertyJson: string): string | undefined {
  try {
    const moduleId = (JSON.parse(propertyJson) as { moduleId?: unknown } | null)?.moduleId;
    return typeof moduleId === 'string' ? moduleId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The items of a dictionary may be maintained from the 数据字典 screen, or from a menu entry of
 * type 4 that names the dictionary: then that entry, and its button for a change, must be
 * granted. Refuses with 403 otherwise.
 */
export async function checkItemAccess(
  db: Db,
  request: FastifyRequest,
  type: Pick<TypeRow, 'id' | 'enCode'> | undefined,
  button?: string,
): Promise<void> {
  const authorization = await authorizationOf(db, sessionOf(request));
  if (canAccess(authorization, { module: DICTIONARY_MODULE, ...(button && { button }) })) return;
  const granted = authorization.modules.some((module) => {
    if (module.type !== MenuType.dictionary) return false;
    const named = dictionaryOf(module.propertyJson);
    if (!type || (named !== type.id && named !== type.enCode)) return false;
    return (
      !button || authorization.buttons.some((item) => item.moduleId === module.id && item.enCode === button)
    );
  });
  if (!granted) throw forbidden();
}
