/** What a design builds: JNPF's webType, numbered as JNPF numbers it. */
export const WebType = {
  /** A form only. */
  form: 1,
  /** A form and the list of its records. */
  formAndList: 2,
  /** A form under a workflow; Formwork runs no workflow, so none is made. */
  flow: 3,
  /** A view of data from an interface. */
  dataView: 4,
} as const;
export type WebType = (typeof WebType)[keyof typeof WebType];

/** Whether a design was ever released: JNPF's state, which its list filters as isRelease. */
export const DesignState = { draft: 0, released: 1 } as const;
export type DesignState = (typeof DesignState)[keyof typeof DesignState];

/** One line of a design's release history (GET /api/visualdev/Base/{id}/Releases). */
export interface ReleaseSummary {
  version: number;
  /** ISO 8601. */
  releasedAt: string;
  /** The real name of who released it; null once that user is gone. */
  releasedBy: string | null;
  note: string | null;
  /** The version a roll back released again. */
  rolledBackFrom: number | null;
}
