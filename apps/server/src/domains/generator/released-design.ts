import type { FormSchema, ListSchema } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { menuIdOf } from '../authorization/index.js';
import type { ReleasedDesign } from './templates/context.js';

const parsed = <T>(text: string, what: string): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw badField(what, 'generator.releasedNotJson');
  }
};

/**
 * The newest release of a design, as GET /OnlineDev/{id}/Config serves it: code is generated
 * from what users run, never from a draft. A design never released is refused, saying so.
 */
export async function loadReleasedDesign(db: Db, id: string): Promise<ReleasedDesign> {
  const design = await db
    .selectFrom('visualdev')
    .select(['id', 'fullName', 'enCode'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!design) throw badRequest(t('visualdev.notFound'));
  const release = await db
    .selectFrom('visualdevRelease')
    .select(['version', 'formData', 'columnData'])
    .where('visualdevId', '=', id)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!release) throw badRequest(t('generator.notReleased'));
  return {
    id: design.id,
    fullName: design.fullName,
    enCode: design.enCode,
    version: release.version,
    menuId: menuIdOf(design.id),
    form: parsed<FormSchema>(release.formData, 'formData'),
    list: release.columnData ? parsed<ListSchema>(release.columnData, 'columnData') : null,
  };
}
