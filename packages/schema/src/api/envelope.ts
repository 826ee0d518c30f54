/** Answer codes of the wire contract. */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  validation: 401,
  forbidden: 403,
  notFound: 404,
  serverError: 500,
  /** Not signed in: token missing, invalid, signed out or expired. */
  tokenInvalid: 600,
  /** Signed in elsewhere, or forced offline by an administrator. */
  kickedOut: 601,
  tokenCheckFailed: 602,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes after which the client drops its session and returns to /login. */
export const SESSION_ENDING_CODES: readonly number[] = [
  ResultCode.tokenInvalid,
  ResultCode.kickedOut,
  ResultCode.tokenCheckFailed,
];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  /**
   * On a 400 whose `msg` names the field by its label ("所属组织: 不能为空"), the field's code
   * (`organizeId`); a message naming the field by its code has none.
   */
  field?: string;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

export interface PagedList<T> {
  list: T[];
  pagination: Pagination;
}

export interface PageQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  sidx?: string;
  sort?: 'asc' | 'desc';
  queryJson?: string;
}

export const DEFAULT_PAGE_SIZE = 20;
