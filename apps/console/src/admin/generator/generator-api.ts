import type { PagedList, PreviewFolder } from '@formwork/schema';
import { request } from '@formwork/shell';

/** A design as GET /api/visualdev/Base lists it. */
export interface DesignRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string | null;
  lastModifyTime: number | null;
}

/** The output settings, in the request's words (JNPF's `module` is the area). */
export interface GenerateSettings {
  module: string;
  className: string;
  description?: string;
  routePath: string;
  listFileName: string;
  formFileName: string;
  detailFileName: string;
  onlyGenerated?: boolean;
}

const GENERATER = '/api/visualdev/Generater';

/** Released designs only: code is generated from what users run. */
export async function releasedDesigns(query: { keyword: string; currentPage: number; pageSize: number }) {
  const answer = await request<PagedList<DesignRow>>({
    method: 'GET',
    url: '/api/visualdev/Base',
    params: { ...query, isRelease: 1 },
  });
  return answer.data ?? { list: [], pagination: { currentPage: 1, pageSize: query.pageSize, total: 0 } };
}

export async function areaNames(): Promise<string[]> {
  return (await request<string[]>({ method: 'GET', url: `${GENERATER}/AreasName` })).data ?? [];
}

export async function previewCode(id: string, settings: GenerateSettings): Promise<PreviewFolder[]> {
  const answer = await request<{ list: PreviewFolder[] }>({
    method: 'POST',
    url: `${GENERATER}/${encodeURIComponent(id)}/Actions/CodePreview`,
    data: settings,
  });
  return answer.data?.list ?? [];
}

/** Asks for the zip, then follows the one-time link the answer gives, as JNPF's client does. */
export async function downloadCode(id: string, settings: GenerateSettings): Promise<void> {
  const answer = await request<{ name: string; url: string }>({
    method: 'POST',
    url: `${GENERATER}/${encodeURIComponent(id)}/Actions/DownloadCode`,
    data: settings,
  });
  if (!answer.data) return;
  const link = document.createElement('a');
  link.href = answer.data.url;
  link.download = answer.data.name;
  document.body.append(link);
  link.click();
  link.remove();
}
