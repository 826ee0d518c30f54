import type { FieldSchema } from '@formwork/schema';
import type { Session } from '../../accounts/sessions.js';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { authorizationOf, reachedDesigns } from '../authorization/index.js';
import { loadModel } from './model.js';

/** What one relationForm field shows of the records it picks: its shown field and its columns. */
export interface RelationConfig {
  relationField: string;
  columns: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** columnOptions as the designer saves it: [{ value: vModel, label }]. */
function columnsOf(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  return options
    .map((option: unknown) =>
      typeof option === 'object' && option !== null ? text((option as { value?: unknown }).value) : '',
    )
    .filter(Boolean);
}

/** The relationForm fields among `fields` (sub-table columns included) that pick from `targetId`. */
export function relationConfigsOf(fields: Iterable<FieldSchema>, targetId: string): RelationConfig[] {
  const found: RelationConfig[] = [];
  for (const field of fields) {
    if (field.jnpfKey === 'relationForm' && field.props?.modelId === targetId) {
      const relationField = text(field.props?.relationField);
      if (relationField) found.push({ relationField, columns: columnsOf(field.props?.columnOptions) });
    }
    found.push(...relationConfigsOf(field.children ?? [], targetId));
  }
  return found;
}

/**
 * The relation fields picking from `targetId` in the released forms whose menu entry this user
 * holds: what these fields show is all such a user may see of the target through them.
 */
export async function grantedRelationConfigs(
  db: Db,
  session: Session,
  targetId: string,
): Promise<RelationConfig[]> {
  const hosts = reachedDesigns(await authorizationOf(db, session));
  const models = await Promise.all(
    hosts.map((id) => loadModel(db, id, session.stamps).catch(() => undefined)),
  );
  return models.flatMap((model) => (model ? relationConfigsOf(model.fields.values(), targetId) : []));
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The configuration the query names by its shown field and columns; none of them is a 400 naming
 * the parameter that matches no configuration. The caller's columns are only a selector: what
 * is shown comes from the configuration found.
 */
export function chosenConfig(
  configs: readonly RelationConfig[],
  relationField: string,
  columns: readonly string[],
): RelationConfig {
  const sameField = configs.filter((config) => config.relationField === relationField);
  if (sameField.length === 0)
    throw badField('relationField', 'onlineDev.notRelationField', { vModel: relationField });
  const chosen = sameField.find((config) => sameList(config.columns, columns));
  if (!chosen) throw badField('columnOptions', 'onlineDev.notRelationColumns');
  return chosen;
}
