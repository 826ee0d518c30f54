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

/** A record to preview a template with: its values as the list shows them, in the form's order. */
export interface PreviewRecord {
  id: string;
  data: Record<string, unknown>;
}

/** The form's newest records, to choose one to preview with. */
export async function loadRecords(formId: string): Promise<PreviewRecord[]> {
  const answer = await request<{ list: PreviewRecord[] }>({
    method: 'GET',
    url: `${BASE}/Records`,
    params: { formId },
  });
  return answer.data?.list ?? [];
}
