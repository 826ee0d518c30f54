import type { FormSchema } from '../form/types.js';
import type { ListSchema } from '../list/types.js';

/**
 * A whole CRUD screen as data: a list, the form its add/edit/detail open, and the REST calls
 * behind each action. Online-dev models and the console's admin pages are both PageSchemas.
 */
export interface PageSchema {
  version: 1;
  kind: 'page';
  title: string;
  list: ListSchema;
  form: FormSchema;
  endpoints: PageEndpoints;
}

/**
 * One REST call. `url` may hold `{dataId}`, replaced by the record's id. `wrap: 'dataText'` is
 * the OnlineDev convention: writes send `{data: JSON text}` and reads answer `{id, data: text}`;
 * 'plain' sends and reads the record itself.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  wrap?: 'plain' | 'dataText';
  /** List only: the property of each answered row that is its id, when it is not `id`. */
  idField?: string;
  /** Remove only: the question asked first, instead of the spec's delete confirmation. */
  confirm?: string;
  /** What the user is told when the call succeeded, instead of the action's usual message. */
  success?: string;
}

export interface PageEndpoints {
  /** Answers a PagedList; POST sends the query as a JSON body, GET as query parameters. */
  list: Endpoint;
  get?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
  /** Sent `{ids: string[]}`. */
  batchRemove?: Endpoint;
  /** Sent the list query plus `selectKey` and `dataType`; answers a DownloadLink. */
  export?: Endpoint;
}

/** The endpoints of a released online-dev model. */
export function onlineDevEndpoints(modelId: string): PageEndpoints {
  const base = `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}`;
  return {
    list: { method: 'POST', url: `${base}/List` },
    get: { method: 'GET', url: `${base}/{dataId}`, wrap: 'dataText' },
    create: { method: 'POST', url: base, wrap: 'dataText' },
    update: { method: 'PUT', url: `${base}/{dataId}`, wrap: 'dataText' },
    remove: { method: 'DELETE', url: `${base}/{dataId}` },
    batchRemove: {
      method: 'POST',
      url: `/api/visualdev/OnlineDev/batchDelete/${encodeURIComponent(modelId)}`,
    },
    export: { method: 'POST', url: `${base}/Actions/Export` },
  };
}
