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
