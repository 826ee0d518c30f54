import { type RuntimeRequest, type Transport, TransportError } from '@formwork/runtime';
import type { PageEndpoints } from '@formwork/schema';

/** Where the preview's own list calls go: an address no server answers, kept inside the preview. */
export const PREVIEW_BASE = '/designer-preview/list';

const COLUMN_SETTINGS = '/api/permission/Authority/';

export const previewEndpoints: PageEndpoints = {
  list: { method: 'POST', url: `${PREVIEW_BASE}/List` },
  get: { method: 'GET', url: `${PREVIEW_BASE}/{dataId}`, wrap: 'dataText' },
  update: { method: 'PUT', url: `${PREVIEW_BASE}/{dataId}`, wrap: 'dataText' },
  remove: { method: 'DELETE', url: `${PREVIEW_BASE}/{dataId}` },
  batchRemove: { method: 'POST', url: `${PREVIEW_BASE}/batchDelete` },
  export: { method: 'POST', url: `${PREVIEW_BASE}/Actions/Export` },
};

export interface PreviewSource {
  /** The released model's list call, when the design has been released: real rows. */
  releasedListUrl?: string | undefined;
  sample(): Record<string, unknown>[];
  /** Told whether the rows shown are the released data or made up. */
  onSource(source: 'released' | 'sample'): void;
  readOnly: string;
}

/**
 * The transport the preview's list runs on. Its list call answers the released model's real
 * rows when there are any to show, else made-up ones; its writes are refused, so a click in the
 * preview never changes data. Everything else (options, dictionaries, the tree) goes to the
 * real server as in the running list.
 */
export function previewTransport(real: Transport, source: PreviewSource): Transport {
  return async <T>(request: RuntimeRequest): Promise<T> => {
    // The user's saved column choices belong to real menu entries; the preview shows the design's.
    if (request.url.startsWith(COLUMN_SETTINGS)) return null as T;
    if (!request.url.startsWith(PREVIEW_BASE)) return real<T>(request);
    const get = request.method === 'GET' && request.url !== `${PREVIEW_BASE}/List`;
    if (request.url === `${PREVIEW_BASE}/List`) return (await listAnswer(real, request, source)) as T;
    if (get) {
      const id = decodeURIComponent(request.url.slice(PREVIEW_BASE.length + 1));
      const row = source.sample().find((r) => r.id === id) ?? {};
      return { id, data: JSON.stringify(row) } as T;
    }
    throw new TransportError(400, source.readOnly);
  };
}

async function listAnswer(real: Transport, request: RuntimeRequest, source: PreviewSource): Promise<unknown> {
  if (source.releasedListUrl) {
    try {
      const answer = await real<{ list: unknown[] }>({ ...request, url: source.releasedListUrl });
      if (answer.list.length > 0) {
        source.onSource('released');
        return answer;
      }
    } catch {
      // The draft may sort or search by a field the released form lacks: show made-up rows.
    }
  }
  source.onSource('sample');
  const rows = source.sample();
  const body = (request.data ?? {}) as { pageSize?: number; currentPage?: number };
  const pageSize = body.pageSize ?? 20;
  const currentPage = body.currentPage ?? 1;
  return {
    list: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    pagination: { currentPage, pageSize, total: rows.length },
  };
}
