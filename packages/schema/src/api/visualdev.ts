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
