import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { loadFieldOptions } from '../dictionary/field-options.js';
import { openModel } from '../online-dev/access.js';
import { dataScopeOf } from '../online-dev/data-scope.js';
import { readableFields } from '../online-dev/grants.js';
import { loadModel } from '../online-dev/model.js';
import { displayValues, readable, storedValues } from '../online-dev/records.js';
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
 * The template filled with each record, in the order asked. The records are read as the caller
 * may read them on the list (their data permissions, their readable fields) and shown as the
 * list shows them: labels of options, dictionaries and people rather than stored ids.
 */
export async function printRecords(db: Db, request: FastifyRequest, templateId: string, recordIds: string[]) {
  const template = await getTemplate(db, templateId);
  if (!template.formId) throw badField('id', 'printDev.noForm');
  const { model, grants } = await openModel(db, request, template.formId);
  const scope = await dataScopeOf(db, model, grants);
  const fields = readableFields(model, grants);
  const optionsOf = await loadFieldOptions(db, model.fields.values());
  const pageParam = JSON.parse(template.pageParam || '{}') as unknown;
  const answers = [];
  for (const recordId of recordIds) {
    const values = await storedValues(db, model, recordId, { scope });
    // A field the record has no value for prints empty rather than as its placeholder.
    const empty = Object.fromEntries([...model.fields.keys()].map((vModel) => [vModel, null]));
    const printData = displayValues(model, readable(model, { ...empty, ...values }, fields), optionsOf);
    answers.push({
      id: recordId,
      printTemplate: template.printTemplate,
      printData,
      pageParam,
      html: fillTemplate(template.printTemplate, printData),
    });
  }
  return answers;
}
