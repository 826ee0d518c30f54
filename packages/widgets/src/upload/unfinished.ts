import { useEffect, useRef } from 'react';

/**
 * The uploads of one field that have not reached the value yet: running (being checked or
 * sent), paused by the user, or failed and waiting for 重试. A form must not save while any are
 * left, or the record would be stored without the files the user sees on their way.
 */
export interface UnfinishedUploads {
  running: number;
  paused: number;
  failed: number;
}

export const NO_UNFINISHED_UPLOADS: UnfinishedUploads = { running: 0, paused: 0, failed: 0 };

/** Whether any upload of these counts is still short of the value. */
export const hasUnfinished = ({ running, paused, failed }: UnfinishedUploads) =>
  running + paused + failed > 0;

/**
 * Tells the holder of an upload widget its unfinished uploads whenever their counts change, and
 * none once the widget goes (leaving cancels every upload).
 */
export function useReportUnfinished(
  { running, paused, failed }: UnfinishedUploads,
  report: ((uploads: UnfinishedUploads) => void) | undefined,
) {
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    latest.current?.({ running, paused, failed });
  }, [running, paused, failed]);
  useEffect(() => () => latest.current?.(NO_UNFINISHED_UPLOADS), []);
}
