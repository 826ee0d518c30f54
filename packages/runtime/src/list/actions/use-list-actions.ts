import type { OnlineDevListQuery, PageEndpoints } from '@formwork/schema';
import { useCallback } from 'react';
import { useRuntime } from '../../runtime-context.js';
import { fillUrl } from '../../transport/transport.js';
import { downloadFrom } from '../export/download.js';
import type { ExportChoice } from '../export/ExportDialog.js';
import type { Feedback } from '../feedback/use-feedback.js';
import { type PrintedRecord, printDocument, printInFrame } from '../print/print-pages.js';
import type { ListRow } from '../types.js';
import { useListTexts } from '../use-list-texts.js';

export interface ListActionsInput {
  endpoints: PageEndpoints;
  feedback: Feedback;
  query: OnlineDevListQuery;
  selected: readonly string[];
  /** After rows went away: reloads, or steps back a page when this one would be empty. */
  afterRemove: (count: number) => void;
}

/** Delete, batch delete, export and print: each asks, calls its endpoint, says how it went. */
export function useListActions({ endpoints, feedback, query, selected, afterRemove }: ListActionsInput) {
  const { transport } = useRuntime();
  const texts = useListTexts();
  const { confirm, message } = feedback;

  const removeRow = useCallback(
    async (row: ListRow) => {
      const endpoint = endpoints.remove;
      if (!endpoint || !(await confirm(endpoint.confirm ?? texts.deleteConfirm))) return;
      try {
        await transport({ method: endpoint.method, url: fillUrl(endpoint.url, { dataId: row.id }) });
      } catch {
        return; // The transport has shown the server's message.
      }
      void message.success(endpoint.success ?? texts.removed);
      afterRemove(1);
    },
    [endpoints.remove, confirm, message, transport, afterRemove, texts],
  );

  const removeSelected = useCallback(async () => {
    const endpoint = endpoints.batchRemove;
    if (!endpoint) return;
    if (selected.length === 0) {
      void message.warning(texts.selectOne);
      return;
    }
    if (!(await confirm(texts.deleteConfirm))) return;
    try {
      await transport({ method: endpoint.method, url: endpoint.url, data: { ids: [...selected] } });
    } catch {
      return;
    }
    void message.success(texts.removed);
    afterRemove(selected.length);
  }, [endpoints.batchRemove, selected, confirm, message, transport, afterRemove, texts]);

  const exportRows = useCallback(
    async (choice: ExportChoice): Promise<boolean> => {
      const endpoint = endpoints.export;
      if (!endpoint) return false;
      return downloadFrom(transport, endpoint, { ...query, ...choice });
    },
    [endpoints.export, query, transport],
  );

  /** Fills the template with each checked record and prints them, a page each. */
  const printSelected = useCallback(
    async (templateId: string | undefined) => {
      const endpoint = endpoints.print;
      if (!endpoint || !templateId) return;
      if (selected.length === 0) {
        void message.warning(texts.selectOne);
        return;
      }
      let records: PrintedRecord[];
      try {
        records = await transport<PrintedRecord[]>({
          method: endpoint.method,
          url: endpoint.url,
          params: { id: templateId, formId: selected.join(',') },
        });
      } catch {
        return; // The transport has shown the server's message.
      }
      await printInFrame(printDocument(records));
    },
    [endpoints.print, selected, message, transport, texts],
  );

  return { removeRow, removeSelected, exportRows, printSelected };
}
