import type { PagedList } from '@formwork/schema';

/**
 * Everything a widget may need from a back end (STYLE habit 5). Widgets never call HTTP: they
 * ask the provider given to `<WidgetsProvider>`, so another app embeds them against its own
 * server. Every method takes its params and an AbortSignal and resolves with plain data.
 */
export interface DataProvider {
  // People and organisation (user, organisation, department, position, role, group pickers).
  userTree(params: { nodeId: string; keyword?: string }, signal?: AbortSignal): Promise<OrgNode[]>;
  usersByIds(params: { ids: string[] }, signal?: AbortSignal): Promise<UserSummary[]>;
  currentOrganizeUsers(
    params: { keyword?: string; organizeId?: string },
    signal?: AbortSignal,
  ): Promise<UserSummary[]>;
  subordinates(params: { keyword?: string }, signal?: AbortSignal): Promise<UserSummary[]>;
  organizeTree(params: { keyword?: string }, signal?: AbortSignal): Promise<OrgNode[]>;
  departmentTree(params: { organizeId?: string; keyword?: string }, signal?: AbortSignal): Promise<OrgNode[]>;
  positions(params: { keyword?: string }, signal?: AbortSignal): Promise<OrgNode[]>;
  roles(params: { keyword?: string }, signal?: AbortSignal): Promise<OrgNode[]>;
  groups(params: { keyword?: string }, signal?: AbortSignal): Promise<OrgNode[]>;

  // Places (province / city / district picker): lazy children from root '-1'.
  areaChildren(params: { parentId: string }, signal?: AbortSignal): Promise<AreaNode[]>;
  /** For each id path, the names along it (to show a stored value without opening the tree). */
  areaNames(params: { idPaths: string[][] }, signal?: AbortSignal): Promise<string[][]>;

  // Options.
  dictionaryOptions(params: { dictionaryType: string }, signal?: AbortSignal): Promise<OptionNode[]>;
  interfaceOptions(
    params: { interfaceId: string; params?: Record<string, unknown> },
    signal?: AbortSignal,
  ): Promise<Record<string, unknown>[]>;

  // Popup selects: a data interface's rows, paged, and one row by id.
  interfaceList(
    params: InterfaceListParams,
    signal?: AbortSignal,
  ): Promise<PagedList<Record<string, unknown>>>;
  interfaceRecord(
    params: InterfaceRecordParams,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown> | null>;

  // Relation forms: a released model's records, paged, and one record's values.
  modelList(params: ModelListParams, signal?: AbortSignal): Promise<PagedList<Record<string, unknown>>>;
  modelRecord(
    params: { modelId: string; id: string },
    signal?: AbortSignal,
  ): Promise<Record<string, unknown> | null>;

  // Bill rules: the rules to choose from and a new number of one (unique on every call).
  billRules(params: { keyword?: string }, signal?: AbortSignal): Promise<OptionNode[]>;
  billNumber(params: { enCode: string }, signal?: AbortSignal): Promise<string>;

  // Data interfaces to choose from (the designer's and popupSelect's interface picker), paged.
  dataInterfaces(
    params: { keyword?: string; currentPage: number; pageSize: number },
    signal?: AbortSignal,
  ): Promise<PagedList<DataInterfaceSummary>>;

  // Files (uploadFile, uploadImg). A refusal by the server rejects with an error carrying the
  // answer's `code` (not 200) and its msg as the message; any other failure (network, timeout)
  // carries no such code, so the widget retries it instead of giving the file up.
  /** Which chunks of a file (by its md5) the server holds; `uploaded`: it holds the whole file. */
  probeChunks(params: ChunkParams, signal?: AbortSignal): Promise<ChunkProbe>;
  /** Sends one chunk; `onProgress` hears the bytes of it sent so far, when the transport can tell. */
  sendChunk(params: ChunkParams & { chunk: Blob }, options?: SendChunkOptions): Promise<ChunkProbe>;
  /** Joins the chunks into the stored file; the server checks the joined md5 against the identifier. */
  mergeChunks(params: MergeParams, signal?: AbortSignal): Promise<StoredFile>;
  /** Stores a small file in one request (images: type annexpic). */
  uploadImage(
    params: { type: string; file: Blob; fileName: string },
    signal?: AbortSignal,
  ): Promise<StoredFile>;
  /** A signed, short-lived address to download a stored file from. */
  downloadLink(params: { type: string; fileId: string }, signal?: AbortSignal): Promise<string>;
  /** The address of a document's preview; null when the file is missing. */
  previewLink(params: PreviewParams, signal?: AbortSignal): Promise<string | null>;
}

/** The fields of one chunk, as the probe and the chunk upload send them: 1-based number, sizes, the md5 as identifier, name, count, type, extension. */
export interface ChunkParams {
  /** 1-based. */
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  /** The whole file's md5, hex. */
  identifier: string;
  fileName: string;
  totalChunks: number;
  /** The upload type, e.g. annex. */
  fileType: string;
  extension: string;
}

export interface ChunkProbe {
  /** The 1-based numbers of the chunks the server holds. */
  chunkNumbers: number[];
  merge: boolean;
  /** The server holds the whole file already: nothing needs sending (instant upload). */
  uploaded?: boolean;
}

export interface SendChunkOptions {
  onProgress?: (loadedBytes: number) => void;
  signal?: AbortSignal;
}

export interface MergeParams {
  identifier: string;
  fileName: string;
  fileSize: number;
  /** The upload type, e.g. annex. */
  fileType: string;
  extension: string;
  type: string;
}

/** A file the server stored; `name` is the server's own name for it (the record's fileId). */
export interface StoredFile {
  name: string;
  url: string;
  fileSize?: number;
  fileExtension?: string;
  fileVersionId?: string;
}

export interface PreviewParams {
  /** The stored name (fileId). */
  fileName: string;
  fileVersionId?: string;
  fileDownloadUrl?: string;
}

/** A node of an organisation-like tree: company, department, user, position, role or group. */
export interface OrgNode {
  id: string;
  fullName: string;
  type?: 'company' | 'department' | 'user' | 'position' | 'role' | 'group' | string;
  parentId?: string;
  hasChildren?: boolean;
  /** Ids from the root down to this node (organisation pickers store paths). */
  organizeIds?: string[];
  headIcon?: string;
  children?: OrgNode[];
}

export interface UserSummary {
  id: string;
  /** "RealName/account". */
  fullName: string;
  headIcon?: string;
  organize?: string;
}

export interface AreaNode {
  id: string;
  fullName: string;
  isLeaf: boolean;
}

export interface OptionNode {
  id: string;
  fullName: string;
  enCode?: string;
  children?: OptionNode[];
}

/** A data interface as its picker lists it. */
export interface DataInterfaceSummary {
  id: string;
  fullName: string;
  enCode: string;
}

export interface InterfaceListParams {
  interfaceId: string;
  propsValue: string;
  relationField: string;
  columnOptions: string[];
  keyword?: string;
  currentPage: number;
  pageSize: number;
  params?: Record<string, unknown>;
}

export interface InterfaceRecordParams {
  interfaceId: string;
  id: string;
  propsValue: string;
  relationField: string;
  params?: Record<string, unknown>;
}

export interface ModelListParams {
  modelId: string;
  relationField: string;
  columnOptions: string[];
  keyword?: string;
  currentPage: number;
  pageSize: number;
}
