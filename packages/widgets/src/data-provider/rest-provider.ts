import type { PagedList } from '@formwork/schema';
import type {
  AreaNode,
  ChunkProbe,
  DataInterfaceSummary,
  DataProvider,
  OptionNode,
  OrgNode,
  StoredFile,
  UserSummary,
} from './types.js';

/**
 * One call to the host's HTTP client: GET sends `params` as the query, POST sends `data` as JSON,
 * or as multipart when it is a FormData (file uploads).
 */
export interface RestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  signal?: AbortSignal;
  /** Hears the bytes of the body sent so far; a client that cannot tell never calls it. */
  onUploadProgress?: (loadedBytes: number) => void;
}

/**
 * The host's client: resolves with the envelope's `data` when its code is 200 and rejects
 * otherwise (the runtime's `Transport` has this shape). The widgets never import an HTTP library.
 * It sends `CANONICAL_SHAPE_HEADERS` (from `@formwork/schema`) on every call, as the console's
 * does: the widgets read the canonical shape of an answer, not JNPF's.
 */
export type RestRequester = <T>(request: RestRequest) => Promise<T>;

/** The user tree's keyword search is paged on the server; the picker shows one long page. */
export const USER_SEARCH_PAGE_SIZE = 1000;

const path = (value: string) => encodeURIComponent(value);

/** Leaves out empty values, so the server sees only what the widget asked for. */
function query(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}

const listOf = <T>(data: { list?: T[] } | null | undefined): T[] =>
  Array.isArray(data?.list) ? data.list : [];

/**
 * A DataProvider over the Formwork REST API, on JNPF's paths under /api/permission:
 *
 * - userTree: POST /api/permission/Users/ImUser/Selector/{nodeId, 0 for the root}
 *   {keyword, currentPage, pageSize}: one level (sub-organisations, then members), or with a
 *   keyword the matching users anywhere. Reads data.list.
 * - usersByIds: POST /api/permission/Users/getUserList {userId: ids}; reads data.list.
 * - currentOrganizeUsers: GET /api/permission/Users/getOrganization ?keyword&organizeId (0: the
 *   caller's own); reads data.
 * - subordinates: POST /api/permission/Users/getSubordinates {keyword}: direct reports; reads data.
 * - organizeTree: GET /api/permission/Organize/Tree ?keyword (companies and departments).
 * - departmentTree: GET /api/permission/Organize/Department/Selector/{organizeId or 0} ?keyword:
 *   the same tree without {organizeId} and what is under it (JNPF: a department cannot be put
 *   under itself), so 0 or no organizeId answers the whole tree.
 * - positions, roles, groups: GET /api/permission/{Position,Role,Group}/Selector ?keyword.
 * - areaChildren: GET /api/system/Area/{parentId}; areaNames: POST /api/system/Area/GetAreaByIds.
 * - dictionaryOptions: GET /api/system/DictionaryData/{type id or enCode}/Data/Selector.
 * - interfaceOptions: GET /api/system/DataInterface/{id}/Actions/Response; reads data.data.
 * - interfaceList, interfaceRecord: POST /api/system/DataInterface/{id}/Actions/List and
 *   /Actions/InfoByIds (the record is the row whose propsValue column holds the id).
 * - modelList: GET /api/visualdev/Base/{modelId}/FieldDataSelect (display texts).
 * - modelRecord: GET /api/visualdev/OnlineDev/{modelId}/{id}/DataChange: the record as a person
 *   reads it (data.data, JSON text), which is what relationFormAttr shows.
 * - billRules: GET /api/system/BillRule/Selector ?keyword; billNumber: GET
 *   /api/system/BillRule/BillNumber/{enCode}, a new number on every call.
 * - dataInterfaces: GET /api/system/DataInterface ?keyword&currentPage&pageSize (the enabled
 *   interfaces whose name or code holds the keyword); reads data.list and data.pagination.
 * - probeChunks: GET /api/file/chunk ?the chunk's fields; sendChunk: POST /api/file/chunk,
 *   multipart `file` and the same fields; mergeChunks: POST /api/file/merge, form fields.
 * - uploadImage: POST /api/file/Uploader/{type}, multipart `file`.
 * - downloadLink: GET /api/file/Download/{type}/{fileId}; reads data.url.
 * - previewLink: GET /api/file/Uploader/Preview ?fileName&fileVersionId&fileDownloadUrl; reads data.
 */
export function restDataProvider(request: RestRequester): DataProvider {
  const get = <T>(url: string, params: Record<string, unknown>, signal?: AbortSignal) =>
    request<T>({ method: 'GET', url, params: query(params), ...(signal && { signal }) });
  const post = <T>(url: string, data: unknown, signal?: AbortSignal) =>
    request<T>({ method: 'POST', url, data, ...(signal && { signal }) });
  const tree = (url: string, keyword: string | undefined, signal?: AbortSignal) =>
    get<{ list?: OrgNode[] }>(url, { keyword }, signal).then(listOf);

  return {
    userTree: ({ nodeId, keyword }, signal) =>
      post<{ list?: OrgNode[] }>(
        `/api/permission/Users/ImUser/Selector/${path(nodeId || '0')}`,
        query({ keyword, currentPage: 1, pageSize: USER_SEARCH_PAGE_SIZE }),
        signal,
      ).then(listOf),
    usersByIds: async ({ ids }, signal) =>
      ids.length === 0
        ? []
        : listOf(
            await post<{ list?: UserSummary[] }>(
              '/api/permission/Users/getUserList',
              { userId: ids },
              signal,
            ),
          ),
    currentOrganizeUsers: ({ keyword, organizeId }, signal) =>
      get<UserSummary[]>(
        '/api/permission/Users/getOrganization',
        { keyword, organizeId: organizeId || '0' },
        signal,
      ).then(arrayOf),
    subordinates: ({ keyword }, signal) =>
      post<UserSummary[]>('/api/permission/Users/getSubordinates', query({ keyword }), signal).then(arrayOf),
    organizeTree: ({ keyword }, signal) => tree('/api/permission/Organize/Tree', keyword, signal),
    departmentTree: ({ organizeId, keyword }, signal) =>
      tree(`/api/permission/Organize/Department/Selector/${path(organizeId || '0')}`, keyword, signal),
    positions: ({ keyword }, signal) => tree('/api/permission/Position/Selector', keyword, signal),
    roles: ({ keyword }, signal) => tree('/api/permission/Role/Selector', keyword, signal),
    groups: ({ keyword }, signal) => tree('/api/permission/Group/Selector', keyword, signal),

    areaChildren: ({ parentId }, signal) =>
      get<{ list?: AreaNode[] }>(`/api/system/Area/${path(parentId)}`, {}, signal).then(listOf),
    areaNames: async ({ idPaths }, signal) =>
      idPaths.length === 0
        ? []
        : arrayOf(await post<string[][]>('/api/system/Area/GetAreaByIds', { idsList: idPaths }, signal)),

    dictionaryOptions: ({ dictionaryType }, signal) =>
      get<{ list?: OptionNode[] }>(
        `/api/system/DictionaryData/${path(dictionaryType)}/Data/Selector`,
        {},
        signal,
      ).then(listOf),
    // The rows are data.data; anything but an array means no options.
    interfaceOptions: ({ interfaceId, params }, signal) =>
      get<{ data?: unknown }>(
        `/api/system/DataInterface/${path(interfaceId)}/Actions/Response`,
        params ?? {},
        signal,
      ).then((data) => (Array.isArray(data?.data) ? (data.data as Record<string, unknown>[]) : [])),

    interfaceList: ({ interfaceId, columnOptions, ...rest }, signal) =>
      post<PagedList<Record<string, unknown>>>(
        `/api/system/DataInterface/${path(interfaceId)}/Actions/List`,
        query({ ...rest, interfaceId, columnOptions: columnOptions.join(',') }),
        signal,
      ).then(pagedOf),
    interfaceRecord: async ({ interfaceId, id, propsValue, relationField, params }, signal) => {
      const rows = await post<Record<string, unknown>[]>(
        `/api/system/DataInterface/${path(interfaceId)}/Actions/InfoByIds`,
        query({ ids: [id], interfaceId, propsValue, relationField, params }),
        signal,
      );
      return arrayOf(rows)[0] ?? null;
    },

    modelList: ({ modelId, columnOptions, ...rest }, signal) =>
      get<PagedList<Record<string, unknown>>>(
        `/api/visualdev/Base/${path(modelId)}/FieldDataSelect`,
        { ...rest, columnOptions: columnOptions.join(',') },
        signal,
      ).then(pagedOf),
    modelRecord: async ({ modelId, id }, signal) => {
      const record = await get<{ data?: string }>(
        `/api/visualdev/OnlineDev/${path(modelId)}/${path(id)}/DataChange`,
        {},
        signal,
      );
      return parseRecord(record?.data);
    },

    billRules: ({ keyword }, signal) =>
      get<{ list?: OptionNode[] }>('/api/system/BillRule/Selector', { keyword }, signal).then(listOf),
    billNumber: ({ enCode }, signal) =>
      get<string>(`/api/system/BillRule/BillNumber/${path(enCode)}`, {}, signal).then(String),

    dataInterfaces: ({ keyword, currentPage, pageSize }, signal) =>
      get<PagedList<DataInterfaceSummary>>(
        '/api/system/DataInterface',
        { keyword, currentPage, pageSize },
        signal,
      ).then(pagedOf),

    probeChunks: (params, signal) => get<ChunkProbe>('/api/file/chunk', { ...params }, signal).then(probeOf),
    sendChunk: ({ chunk, ...fields }, options = {}) =>
      request<ChunkProbe>({
        method: 'POST',
        url: '/api/file/chunk',
        data: formOf({ ...fields, file: [chunk, fields.fileName] }),
        ...(options.signal && { signal: options.signal }),
        ...(options.onProgress && { onUploadProgress: options.onProgress }),
      }).then(probeOf),
    mergeChunks: (fields, signal) => post<StoredFile>('/api/file/merge', formOf({ ...fields }), signal),
    uploadImage: ({ type, file, fileName }, signal) =>
      post<StoredFile>(`/api/file/Uploader/${path(type)}`, formOf({ file: [file, fileName] }), signal),
    downloadLink: ({ type, fileId }, signal) =>
      get<{ url?: string }>(`/api/file/Download/${path(type)}/${path(fileId)}`, {}, signal).then(
        (data) => data?.url ?? '',
      ),
    previewLink: (params, signal) =>
      get<string | null>('/api/file/Uploader/Preview', { ...params }, signal).then((data) =>
        typeof data === 'string' && data ? data : null,
      ),
  };
}

/** A multipart body: a [Blob, name] pair is a file part, anything else a text field. */
function formOf(fields: Record<string, string | number | boolean | [Blob, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(name, value[0], value[1]);
    else form.append(name, String(value));
  }
  return form;
}

function probeOf(data: ChunkProbe | null | undefined): ChunkProbe {
  return {
    chunkNumbers: arrayOf(data?.chunkNumbers).map(Number),
    merge: data?.merge === true,
    ...(data?.uploaded === true && { uploaded: true }),
  };
}

function arrayOf<T>(data: T[] | null | undefined): T[] {
  return Array.isArray(data) ? data : [];
}

function pagedOf<T>(data: PagedList<T> | null | undefined): PagedList<T> {
  const list = listOf(data);
  return {
    list,
    pagination: data?.pagination ?? { currentPage: 1, pageSize: list.length, total: list.length },
  };
}

/** A record's values arrive as JSON text; anything but an object is no record. */
function parseRecord(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const values: unknown = JSON.parse(text);
    return typeof values === 'object' && values !== null && !Array.isArray(values)
      ? (values as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
