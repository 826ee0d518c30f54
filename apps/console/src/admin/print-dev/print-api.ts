import type { PrintedRecord } from '@formwork/runtime';
import { request } from '@formwork/shell';

const BASE = '/api/system/printDev';

/** A template as GET /{id} answers it. */
export interface PrintTemplate {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  formId: string | null;
  printTemplate: string;
  pageParam: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

/** A field a template may print; a sub-table has its columns as children. */
export interface PrintField {
  id: string;
  fullName: string;
  children?: PrintField[];
}

const dataOf = <T>(answer: { data?: T }): T => {
  if (answer.data === undefined) throw new Error('empty answer');
  return answer.data;
};

export const loadTemplate = async (id: string) =>
  dataOf(await request<PrintTemplate>({ method: 'GET', url: `${BASE}/${encodeURIComponent(id)}` }));

export const loadFields = async (formId: string) =>
  dataOf(await request<PrintField[]>({ method: 'POST', url: `${BASE}/Fields`, data: { formId } }));

/** Saves the HTML and the paper with the template's other values as they are. */
export async function saveDesign(template: PrintTemplate, printTemplate: string, pageParam: string) {
  const { fullName, enCode, category, type, formId, sortCode, enabledMark, description } = template;
  const answer = await request({
    method: 'PUT',
    url: `${BASE}/${encodeURIComponent(template.id)}`,
    data: {
      fullName,
      enCode,
      category,
      type,
      formId,
      sortCode,
      enabledMark,
      description,
      printTemplate,
      pageParam,
    },
  });
  return answer.msg;
}

export const loadFilled = async (id: string, recordId: string) =>
  dataOf(
    await request<PrintedRecord>({ method: 'GET', url: `${BASE}/Data`, params: { id, formId: recordId } }),
  );

/** The first records of a form, to choose one to preview with. */
export async function loadRecords(formId: string): Promise<Array<Record<string, unknown> & { id: string }>> {
  const answer = await request<{ list: Array<Record<string, unknown> & { id: string }> }>({
    method: 'POST',
    url: `/api/visualdev/OnlineDev/${encodeURIComponent(formId)}/List`,
    data: { currentPage: 1, pageSize: 50, sort: 'desc', sidx: '' },
  });
  return answer.data?.list ?? [];
}
