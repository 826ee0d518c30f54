import type { Session } from '../../accounts/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { mayOpenMenu, menuIdOf } from '../authorization/index.js';

export interface ReleasedModel {
  id: string;
  fullName: string;
  enCode: string;
  type: number;
  webType: number;
  version: number;
  /** JSON text of the released FormSchema. */
  formData: string;
  /** JSON text of the released ListSchema, when the model has a list. */
  columnData: string | null;
}

/** The newest released version of a model; drafts are never served to users. */
export async function loadReleasedModel(db: Db, id: string): Promise<ReleasedModel> {
  const row = await db
    .selectFrom('visualdevRelease as r')
    .innerJoin('visualdev as v', 'v.id', 'r.visualdevId')
    .select([
      'v.id',
      'v.fullName',
      'v.enCode',
      'v.type',
      'v.webType',
      'r.version',
      'r.formData',
      'r.columnData',
    ])
    .where('v.id', '=', id)
    .where('v.enabledMark', '=', 1)
    .orderBy('r.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw badRequest(t('onlineDev.notReleased'));
  return row;
}

/**
 * A model's data is open to those granted its menu entry (administrators see all): the same
 * grant that shows them the page decides whether its calls answer.
 */
export async function assertModelAccess(db: Db, session: Session, modelId: string): Promise<void> {
  if (!(await mayOpenMenu(db, session, menuIdOf(modelId)))) throw forbidden();
}
