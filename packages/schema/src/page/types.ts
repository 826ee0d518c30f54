import type { ConditionOp, FormSchema } from '../form/types.js';
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
  /**
   * The page's own words by language. Any text of the page (title, labels, placeholders,
   * questions, messages) may be a key into them, dotted for nesting (`fields.fullName`); it is
   * looked up in the user's language, then in Chinese, then in the runtime's own words
   * (`list.add`); a text that is no key shows as written.
   */
  messages?: PageMessages;
  /** A tree beside the list whose chosen node filters it. */
  tree?: PageTree;
  /**
   * Option records of the page form's fields, by vModel, fetched each time the form opens (as a
   * form action's `options`): a tree select of departments, say. An endpoint alone answers every
   * option; a FormOptionSource adds a top choice, a condition for showing the field, and the
   * children of a tree fetched a level at a time.
   */
  formOptions?: Record<string, Endpoint | FormOptionSource>;
  /** The list's own row buttons offered only on the rows that meet a condition. */
  rowButtonsWhen?: Partial<Record<'edit' | 'remove' | 'detail', RowCondition>>;
  /** Fields of the page form whose values travel other than as the form holds them, by vModel. */
  wire?: FieldWires;
  /**
   * Fields of the page form asked only when a record is created, by vModel: a new user's initial
   * password, which editing the user never shows nor sends.
   */
  createOnly?: string[];
  /**
   * Names of the values the page is opened with when another page shows it (a menu entry's
   * buttons are opened with the entry's `moduleId`): `{name}` in the address of any of its
   * endpoints, and in a text of a form action's `values`, stands for the value; every create and
   * update also sends it in its body.
   */
  params?: string[];
  /**
   * Shows the keyword box beside the list's search fields (sent as `keyword`); by default it is
   * shown only when the list has no search fields.
   */
  showKeyword?: boolean;
  /**
   * 'form': the page is one record edited in place, such as settings: read from `endpoints.get`
   * (its url without `{dataId}`) and saved with `endpoints.update`; the list is not shown.
   * Otherwise the page is its list.
   */
  view?: 'list' | 'form';
  /**
   * The page shown as tabs, each the page with its own list and endpoints where the tab gives
   * them: the kinds of one log, say. The first tab shows first.
   */
  tabs?: PageTab[];
}

/**
 * Where a page form field's options come from, beyond one endpoint. The addresses of its
 * endpoints may name `{dataId}`, the edited record's id (`0` when adding, what Selector routes
 * take for none, so the record and what lies under it can be left out), and the page tree's
 * `param`, the node chosen in the tree. A source whose address names a value the page does not
 * have (no node chosen) is not asked, and its field is left out of the form.
 */
export interface FormOptionSource {
  /**
   * Answers the option records (a list, or `{list}`; read as the field's optionProps say); with
   * `children`, only the top level of the tree.
   */
  endpoint: Endpoint;
  /** A choice offered before the fetched ones: the top level a parent may be (`{value: '0'}`). */
  top?: { value: string | number; label: string };
  /**
   * The field is left out of the form unless `endpoint` answered an object that meets this
   * condition (only a dictionary that is a tree has parents, say).
   */
  when?: RowCondition;
  /**
   * Makes the field a lazy tree select (jnpfKey `treeSelect`): answers the children of the node
   * `{nodeId}` when the user opens it, as records like the top level's; a record whose `isLeaf`
   * is true cannot be opened. Trees too large to fetch whole (areas) are read this way.
   */
  children?: Endpoint;
  /**
   * Lazy tree: answers the record of `{value}`, the field's value while its node is not loaded
   * yet, so the field shows its name rather than its id (an area's current parent).
   */
  label?: Endpoint;
}

/** One tab of a page: its key, its title, and what it shows instead of the page's own. */
export interface PageTab {
  key: string;
  title: string;
  list?: ListSchema;
  endpoints?: Partial<PageEndpoints>;
  /** The tab's buttons instead of the page's (clearing the log the tab shows, say). */
  actions?: PageAction[];
}

/**
 * How a form field's value travels to and from the server when not as the form holds it.
 * `commaText`: the form holds a list (a multiple picker's ids) the server reads and writes as
 * its items joined with commas; the text is split when a record is read, joined when sent.
 * `md5`: sent as the lower-case md5 hex of the text (a password), and never read back.
 * `jsonText`: an object the server answers as JSON text and takes as the object itself (a
 * company's details); parsed when read. It may name the object whose properties dotted fields
 * edit (`propertyJson` for `propertyJson.shortName`).
 * `fileUrl`: the form holds uploaded files (`{name, url}` items) the server reads and writes as
 * the first one's url alone, or '' for none (a logo).
 */
export type FieldWire = 'commaText' | 'md5' | 'jsonText' | 'fileUrl';

/** Fields of a form whose values travel other than as the form holds them, by vModel. */
export type FieldWires = Record<string, FieldWire>;

export type PageLanguage = 'zh' | 'zhtw' | 'en';

/** Words by key; a key may hold further keys. */
export interface PageWords {
  [key: string]: string | PageWords;
}

export type PageMessages = Partial<Record<PageLanguage, PageWords>>;

/**
 * The tree of a page: GET `endpoint` answers its nodes (a list, or `{list}`); choosing a node
 * reloads the list with `param=<node id>`, choosing it again shows every row.
 */
export interface PageTree {
  endpoint: Endpoint;
  /** The node's id property; `id` when absent. */
  idField?: string;
  /** The node's label property; `fullName` when absent. */
  labelField?: string;
  /** The node's children property; `children` when absent. */
  childrenField?: string;
  /**
   * The list's query parameter the chosen node's id travels in. When the list's address names it
   * in braces (`/items/{typeId}`), the id goes there instead, and without a chosen node the list
   * is empty and asks nothing.
   */
  param: string;
  title?: string;
  /** Chooses the first node once the tree arrives; the list waits for it. */
  selectFirst?: boolean;
  /** A field of the page form that starts at the chosen node when adding a record. */
  fill?: string;
}

/** A condition on a row's property, as a form linkage's condition on a field. */
export interface RowCondition {
  field: string;
  op: ConditionOp;
  value?: unknown;
}

/** A value of a file import or an export: its property and the column title shown for it. */
export interface PageField {
  prop: string;
  label: string;
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
  /** Row actions: offered only on the rows that meet it (not on the admin account, say). */
  when?: RowCondition;
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
   * A form in a dialog whose values are sent to the endpoint, merged over the constant `values`
   * (a constant stays where the user left its field empty).
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
      /** Fetched first (filled from the row): the form starts at the record it answers. */
      load?: Endpoint;
      /** Properties of the row the form starts with (a user's account beside a new password). */
      fromRow?: string[];
      /** Fields that must repeat another; the form is not sent until they do. */
      match?: PageFieldMatch[];
      /** Fields whose values travel other than as the form holds them, by vModel. */
      wire?: FieldWires;
      after?: PageActionAfter;
    }
  /**
   * A switch in each row's cell of the list column `field`: turning it asks (`confirm.on` or
   * `confirm.off`), calls the endpoint and reloads the list. Without the action's permission the
   * switch only shows the state.
   */
  | {
      kind: 'switch';
      field: string;
      endpoint: Endpoint;
      /** The field's value when on; 1 when absent. */
      on?: string | number | boolean;
      /** The field's value when off; 0 when absent. */
      off?: string | number | boolean;
      confirm?: { on: string; off: string };
    }
  /** One call answering a DownloadLink (a template, say), whose file the browser then downloads. */
  | { kind: 'download'; endpoint: Endpoint }
  /**
   * Which values to export, chosen in a dialog (the list's columns, or `fields`); the endpoint is
   * sent the list's query with `dataType` (0 this page, 1 all) and `selectKey` (comma-joined on
   * GET) and answers a DownloadLink.
   */
  | { kind: 'export'; endpoint: Endpoint; fields?: PageField[] }
  /** A file import in three steps: the file, a preview of its rows, the result. */
  | ({ kind: 'import' } & PageImport)
  /**
   * A component the host registered under `component`, in a dialog, given `props` and the row;
   * an action whose component is not registered is not offered.
   */
  | {
      kind: 'part';
      component: string;
      props?: Record<string, unknown>;
      title?: string;
      /** The dialog's width; 800px when absent. */
      width?: string;
    };

/** A field of a form action that must hold the same value as another. */
export interface PageFieldMatch {
  field: string;
  sameAs: string;
  message: string;
}

/**
 * The steps of a file import. `upload` is posted the file as multipart `file` and answers `{name}`;
 * `preview` is asked with `fileName` and answers the rows (`{dataRow}`, `{list}` or a list), a row
 * whose `errorField` holds text being one the server will refuse; `commit` is posted `{list}` and
 * answers `{snum, fnum, failResult}`; `refused` is posted `{list: failResult}` and `template`
 * asked, each answering a DownloadLink.
 */
export interface PageImport {
  title?: string;
  upload: Endpoint;
  preview: Endpoint;
  commit: Endpoint;
  refused?: Endpoint;
  template?: Endpoint;
  /** The columns of the preview and result tables. */
  columns: PageField[];
  /** The row property holding why a row would be refused; `errorsInfo` when absent. */
  errorField?: string;
  /** The file types offered, `.xls,.xlsx` when absent. */
  accept?: string;
}

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
  /**
   * What the user must read once the call succeeded (a new user's initial password): shown in a
   * dialog that stays until they close it, in place of the passing message.
   */
  notice?: string;
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
  /**
   * A tree table (list type 5) whose rows come one level at a time: a row whose `hasChildren`
   * is true shows folded, and opening it asks this endpoint (`{dataId}` its id) for its children
   * (a list, or `{list}`), which may have children of their own to fetch. Large trees (areas)
   * are never loaded whole.
   */
  children?: Endpoint;
  /**
   * The `batchPrint` button's call: asked with `id` (the chosen print template) and `formId`
   * (the checked records' ids, comma-joined); answers `[{id, html, pageParam}]`, each record's
   * filled and sanitised template.
   */
  print?: Endpoint;
  /**
   * The list's print templates as they stand now: sent `{ids}` (the list's `printIds`), answers
   * `[{id, fullName}]`, the enabled ones among them. A template disabled or deleted since the list
   * was saved is left out, so it is never offered. Without it the first template prints.
   */
  printOptions?: Endpoint;
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
    print: { method: 'GET', url: '/api/system/printDev/BatchData' },
    printOptions: { method: 'POST', url: '/api/system/printDev/getListOptions' },
  };
}
