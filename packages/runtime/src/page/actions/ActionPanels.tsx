import type { ListColumn } from '@formwork/schema';
import { Modal } from 'antd';
import { useRef } from 'react';
import type { Feedback } from '../../list/feedback/use-feedback.js';
import { ExportDialogOnUse } from '../../list/panels-on-use.js';
import { ImportDialogOnUse } from '../parts-on-use.js';
import { DEFAULT_POPUP_WIDTH } from '../texts.js';
import type { PageParts } from '../types.js';
import type { ActionPanel, PageActions } from './use-page-actions.js';

export interface ActionPanelsProps {
  actions: Pick<PageActions, 'panel' | 'closePanel' | 'exportRows'>;
  /** What an export offers when its action names no fields of its own. */
  columns: readonly ListColumn[];
  feedback: Feedback;
  parts?: PageParts;
}

/** The dialog of the page action open now, if any: an export, an import, or a host's part. */
export function ActionPanels({ actions, columns, feedback, parts }: ActionPanelsProps) {
  const { panel, closePanel, exportRows } = actions;
  // Each dialog keeps its content while it fades out after closing.
  const last = useRef<Partial<Record<ActionPanel['kind'], ActionPanel>>>({});
  if (panel) last.current[panel.kind] = panel;
  const { export: exporting, import: importing, part } = last.current;
  const Part = part?.kind === 'part' ? parts?.get(part.action.run.component) : undefined;
  return (
    <>
      {exporting?.kind === 'export' && (
        <ExportDialogOnUse
          open={panel?.kind === 'export'}
          columns={exporting.action.run.fields ?? columns}
          onCancel={() => closePanel()}
          onInvalid={(text) => void feedback.message.warning(text)}
          onExport={(choice) => exportRows(exporting.action, choice)}
        />
      )}
      {importing?.kind === 'import' && (
        <ImportDialogOnUse
          open={panel?.kind === 'import'}
          title={importing.action.run.title ?? importing.action.label}
          steps={importing.action.run}
          feedback={feedback}
          onClose={(imported) => closePanel(imported)}
        />
      )}
      {part?.kind === 'part' && Part && (
        <Modal
          title={part.action.run.title ?? part.action.label}
          open={panel?.kind === 'part'}
          width={part.action.run.width ?? DEFAULT_POPUP_WIDTH}
          footer={null}
          maskClosable={false}
          destroyOnHidden
          // A part may have changed anything the page shows (a nested page's records): closing
          // it reloads the list and its tree.
          onCancel={() => closePanel(true)}
        >
          <Part props={part.action.run.props ?? {}} row={part.row} close={closePanel} parts={parts} />
        </Modal>
      )}
    </>
  );
}
