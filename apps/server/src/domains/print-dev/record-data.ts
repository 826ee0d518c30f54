import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import {
  dataScopeOf,
  displayedRecords,
  fetchPreparedPage,
  loadModel,
  type Model,
  openModel,
  prepareListQuery,
  readable,
  readableCells,
  readableFields,
  relationReaderOf,
  storedValues,
} from '../online-dev/index.js';
import { fillTemplate } from './fill.js';
import { getTemplate } from './templates.js';

/** A field a template may print: a main field, or a sub-table with its columns as children. */
export interface PrintField {
  id: string;
  fullName: string;
  children?: PrintField[];
}

/** The fields of a released design: its main fields and each sub-table's columns, labelled. */
export async function formFields(db: Db, formId: string): Promise<PrintField[]> {
  const model = await loadModel(db, formId).catch(() => {
    throw badField('formId', 'printDev.formNotReleased');
  });
  return [...model.fields.values()].map((field) => {
    const id = field.vModel as string;
    const fullName = field.label || id;
    if (field.jnpfKey !== 'table') return { id, fullName };
    const children = (field.children ?? [])
      .filter((column) => column.vModel)
      .map((column) => ({
        id: `${id}.${column.vModel}`,
        fullName: column.label || (column.vModel as string),
      }));
    return { id, fullName, children };
  });
}

/**
 * Every field of the form, in the form's order, with the record's value or null: a field the
 * record has no value for shows empty rather than as a placeholder, and the stored order (the
 * database's, not the designer's) does not leak out.
 */
function allFields(model: Model, values: Record<string, unknown>): Record<string, unknown> {
  const empty = Object.fromEntries([...model.fields.keys()].map((vModel) => [vModel, null]));
  return { ...empty, ...values };
}

/** How many records the preview offers to fill a template with: the newest ones. */
export const PREVIEW_RECORDS = 50;

/**
 * The newest records of a released form, to choose one to preview a template with: each record's
 * values as the list and the printout show them (labels of options, people's names, formatted
 * dates), of the fields the caller may read, in the form's order. Read as the caller may read the
 * form's list (their data permissions).
 */
export async function previewRecords(db: Db, request: FastifyRequest, formId: string) {
  // The screen's user chose the form: one not released is their input to correct.
  await loadModel(db, formId).catch(() => {
    throw badField('formId', 'printDev.formNotReleased');
  });
  const { model, grants } = await openModel(db, request, formId);
  const scope = await dataScopeOf(db, model, grants);
  const fields = readableFields(model, grants);
  const prepared = prepareListQuery(db, model, { sidx: 'creatorTime', sort: 'desc' }, fields, scope);
  const { rows } = await fetchPreparedPage(db, prepared, 0, PREVIEW_RECORDS);
  const cells = readableCells(model, grants);
  const texts = await displayedRecords(
    db,
    relationReaderOf(request),
    model,
    rows.map((row) => readable(model, allFields(model, row.data), fields, cells)),
    cells,
  );
  return rows.map((row, index) => ({ id: row.id, data: texts[index] }));
}

/**
 * The template filled with each record, in the order asked. The records are read as the caller
 * may read them on the list (their data permissions, their readable fields) and shown as the
 * form shows them: labels of options and dictionaries, names of the people, organisations and
 * other records pickers hold, rather than stored codes and ids.
 */
export async function printRecords(db: Db, request: FastifyRequest, templateId: string, recordIds: string[]) {
  const template = await getTemplate(db, templateId);
  if (!template.formId) throw badField('id', 'printDev.noForm');
  const { model, grants } = await openModel(db, request, template.formId);
  const scope = await dataScopeOf(db, model, grants);
  const fields = readableFields(model, grants);
  const pageParam = JSON.parse(template.pageParam || '{}') as unknown;
  const records = [];
  const cells = readableCells(model, grants);
  for (const recordId of recordIds) {
    const values = await storedValues(db, model, recordId, { scope });
    records.push(readable(model, allFields(model, values), fields, cells));
  }
  const texts = await displayedRecords(db, relationReaderOf(request), model, records, cells);
  return recordIds.map((recordId, index) => {
    const printData = texts[index] as Record<string, unknown>;
    return {
      id: recordId,
      printTemplate: template.printTemplate,
      printData,
      pageParam,
      html: fillTemplate(template.printTemplate, printData),
    };
  });
}
