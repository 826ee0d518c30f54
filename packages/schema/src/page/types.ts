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
  /** Buttons beyond the list's own (add, edit, remove, ...), in the toolbar or in each row. */
  actions?: PageAction[];
}

/**
 * A button the page adds. Templates (`url` of an endpoint or of `navigate`) name values in
 * braces: `{dataId}` is the row's id, any other name a property of the row or, after a call,
 * of its answer; values are URL-encoded.
 */
export interface PageAction {
  /** Unique within the page. */
  id: string;
  label: string;
  place: 'toolbar' | 'row';
  /**
   * The button enCode that grants it when the list checks button permissions (useBtnPermission);
   * an action without one is always offered.
   */
  permission?: string;
  primary?: boolean;
  danger?: boolean;
  run: PageActionRun;
}

export type PageActionRun =
  /** Goes to an address of the app. */
  | { kind: 'navigate'; url: string }
  /**
   * One call, after the endpoint's `confirm` question when it has one; the list reloads after
   * it and `after.navigate` may lead on, filled from the answer.
   */
  | { kind: 'request'; endpoint: Endpoint; after?: PageActionAfter }
  /**
   * A form in a dialog whose values are sent to the endpoint, merged over the constant `values`.
   * `options` names, per vModel, an endpoint answering the field's option records (a list, or
   * `{list}`; read as the field's optionProps say), fetched each time the dialog opens.
   */
  | {
      kind: 'form';
      title?: string;
      form: FormSchema;
      endpoint: Endpoint;
      values?: Record<string, unknown>;
      options?: Record<string, Endpoint>;
      after?: PageActionAfter;
    };

export interface PageActionAfter {
  /** An address of the app to go to, filled from the answer, then the row. */
  navigate?: string;
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
  /**
   * List only: how the search values travel. 'queryJson' (the default, the OnlineDev way) packs
   * them into one JSON text; 'params' sends each as its own parameter, as admin endpoints take them.
   */
  filters?: 'queryJson' | 'params';
  /** Remove and request actions: the question asked first (remove has a default question). */
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
  /** The list's import: a file posted as multipart `file`; the answer's msg is shown. */
  import?: Endpoint;
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
