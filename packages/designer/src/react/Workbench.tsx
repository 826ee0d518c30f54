import {
  CloseOutlined,
  CloudUploadOutlined,
  EyeOutlined,
  HistoryOutlined,
  QuestionCircleOutlined,
  RedoOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { Transport } from '@formwork/runtime';
import { App, Button, Segmented, Space, Tabs, Tooltip, Typography } from 'antd';
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { problemsOf } from '../core/index.js';
import { SaveIndicator } from './autosave/SaveIndicator.js';
import type { SaveState } from './autosave/use-autosave.js';
import { insertFromPalette } from './canvas/apply-drop.js';
import { Canvas } from './canvas/Canvas.js';
import { DesignerDnd } from './canvas/DesignerDnd.js';
import { NoticeContext } from './canvas/over-state.js';
import { HistoryDrawer } from './history/HistoryDrawer.js';
import type { DesignerLanguage } from './i18n/instance.js';
import { useDesignerText } from './i18n/use-designer-text.js';
import { JsonView } from './json/JsonView.js';
import { useFillWindow } from './layout/fill-window.js';
import { LinkageEditor } from './linkage/LinkageEditor.js';
import { ListDesigner } from './list/ListDesigner.js';
import type { DesignerMetas } from './meta.js';
import { Outline } from './outline/Outline.js';
import { Palette } from './palette/Palette.js';
import { PreviewModal } from './preview/PreviewModal.js';
import { ProblemsList } from './problems/ProblemsList.js';
import { PropertyPanel } from './properties/PropertyPanel.js';
import { type DesignerRelease, ReleaseDialog } from './release/ReleaseDialog.js';
import { useHasSelection, useHistoryState, useSchema, useSession } from './session/context.js';
import { HelpSheet } from './shortcuts/HelpSheet.js';
import { useShortcuts } from './shortcuts/use-shortcuts.js';

export interface WorkbenchProps {
  /** Where the release history comes from; without it the designer offers none. */
  history?: { designId: string; transport: Transport; onRolledBack(): void };
  name: string;
  metas: DesignerMetas;
  language: DesignerLanguage;
  save: { state: SaveState; retry(): void };
  onClose?: (() => void) | undefined;
  /** The released model's list call, for a list preview with real rows; absent before a release. */
  releasedListUrl?: string | undefined;
  /** Releasing from the header; without it the designer offers no release. */
  release?: (DesignerRelease & { designId: string; transport: Transport }) | undefined;
}

/**
 * The problems tab's count. Checking the whole form is work in proportion to its size, which a
 * keystroke need not wait for: the count follows a deferred schema.
 */
function ProblemsTabLabel() {
  const t = useDesignerText();
  const session = useSession();
  const schema = useDeferredValue(useSchema());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count follows the (deferred) schema snapshot.
  const count = useMemo(() => problemsOf(session.document).length, [schema, session]);
  return <>{t('tabs.problems', { count })}</>;
}

function PropertiesTabLabel() {
  const t = useDesignerText();
  return <>{useHasSelection() ? t('tabs.field') : t('tabs.form')}</>;
}

/**
 * Everything below the toolbar. Memoised: the toolbar follows the save state and the undo stack,
 * which change with nearly every edit, and re-rendering the drag and drop context would wake
 * every draggable item on the canvas.
 */
const WorkbenchBody = memo(function WorkbenchBody({
  name,
  metas,
  language,
  onInsert: insert,
}: {
  name: string;
  metas: DesignerMetas;
  language: DesignerLanguage;
  onInsert(jnpfKey: string): void;
}) {
  const t = useDesignerText();
  const [panel, setPanel] = useState('properties');
  const pickProblem = useCallback(() => setPanel('properties'), []);
  return (
    <DesignerDnd metas={metas} language={language}>
      <div style={{ display: 'grid', gridTemplateColumns: '250px 1fr 340px', flex: 1, minHeight: 0 }}>
        <aside style={{ ...COLUMN, borderRight: '1px solid #eee' }}>
          <Tabs
            size="small"
            items={[
              {
                key: 'palette',
                label: t('palette.title'),
                children: <Palette metas={metas} language={language} onInsert={insert} />,
              },
              {
                key: 'outline',
                label: t('outline.title'),
                children: <Outline metas={metas} language={language} />,
              },
            ]}
          />
        </aside>
        <main style={{ ...COLUMN, background: '#f5f6f8', padding: 12 }}>
          <Canvas />
        </main>
        <aside style={{ ...COLUMN, borderLeft: '1px solid #eee' }}>
          <Tabs
            size="small"
            activeKey={panel}
            onChange={setPanel}
            items={[
              {
                key: 'properties',
                label: <PropertiesTabLabel />,
                children: <PropertyPanel metas={metas} language={language} />,
              },
              { key: 'linkage', label: t('tabs.linkage'), children: <LinkageEditor /> },
              {
                key: 'problems',
                label: <ProblemsTabLabel />,
                children: <ProblemsList onPick={pickProblem} />,
              },
              { key: 'json', label: t('tabs.json'), children: <JsonView name={name} /> },
            ]}
          />
        </aside>
      </div>
    </DesignerDnd>
  );
});

const COLUMN = { overflow: 'auto', height: '100%', boxSizing: 'border-box', padding: 8 } as const;

/** The designer's screen once a form is open: toolbar, palette and outline, canvas, panels. */
export function Workbench({
  name,
  metas,
  language,
  save,
  onClose,
  history,
  releasedListUrl,
  release,
}: WorkbenchProps) {
  const t = useDesignerText();
  const session = useSession();
  const { message, modal } = App.useApp();
  const { canUndo, canRedo } = useHistoryState();
  const [help, setHelp] = useState(false);
  const [preview, setPreview] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const [mode, setMode] = useState<'form' | 'list'>('form');
  const frame = useRef<HTMLDivElement>(null);
  const height = useFillWindow(frame);
  const notice = useCallback((text: string) => void message.error(text), [message]);
  const openHelp = useCallback(() => setHelp(true), []);
  useShortcuts(session, notice, openHelp);
  const insert = useCallback(
    (jnpfKey: string) => {
      const refusal = insertFromPalette(session, metas, jnpfKey);
      if (refusal) notice(refusal);
    },
    [session, metas, notice],
  );

  return (
    <NoticeContext.Provider value={notice}>
      <div ref={frame} className="fw-designer" style={{ display: 'flex', flexDirection: 'column', height }}>
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '6px 12px',
            borderBottom: '1px solid #eee',
          }}
        >
          <Typography.Title level={5} style={{ margin: 0, flex: 1 }}>
            {/* The heading names what is being designed: the form, or on the list tab the list. */}
            {mode === 'list' ? t('mode.list') : t('workbench.title')}
            {name && ` · ${name}`}
          </Typography.Title>
          <Segmented
            aria-label={t('mode.label')}
            value={mode}
            onChange={(value) => setMode(value as 'form' | 'list')}
            options={[
              { value: 'form', label: t('mode.form') },
              { value: 'list', label: t('mode.list') },
            ]}
          />
          <SaveIndicator state={save.state} onRetry={save.retry} />
          <Space.Compact>
            <Tooltip title={t('workbench.undo')}>
              <Button
                aria-label={t('workbench.undo')}
                icon={<UndoOutlined />}
                disabled={!canUndo}
                onClick={() => session.history.undo()}
              />
            </Tooltip>
            <Tooltip title={t('workbench.redo')}>
              <Button
                aria-label={t('workbench.redo')}
                icon={<RedoOutlined />}
                disabled={!canRedo}
                onClick={() => session.history.redo()}
              />
            </Tooltip>
          </Space.Compact>
          <Button icon={<EyeOutlined />} onClick={() => setPreview(true)}>
            {t('workbench.preview')}
          </Button>
          {history && (
            <Button icon={<HistoryOutlined />} onClick={() => setShowHistory(true)}>
              {t('history.title')}
            </Button>
          )}
          {release && (
            // The release takes the server's draft: edits still on their way would be left out.
            <Tooltip title={save.state === 'saved' ? undefined : t('release.saveFirst')}>
              <Button
                type="primary"
                icon={<CloudUploadOutlined />}
                disabled={save.state !== 'saved'}
                onClick={() => setReleasing(true)}
              >
                {t('release.button')}
              </Button>
            </Tooltip>
          )}
          <Button aria-label={t('workbench.help')} icon={<QuestionCircleOutlined />} onClick={openHelp} />
          {onClose && (
            <Button
              aria-label={t('workbench.close')}
              icon={<CloseOutlined />}
              onClick={() =>
                save.state === 'saved'
                  ? onClose()
                  : modal.confirm({ title: t('save.closeUnsaved'), onOk: onClose })
              }
            />
          )}
        </header>
        {mode === 'form' ? (
          <WorkbenchBody name={name} metas={metas} language={language} onInsert={insert} />
        ) : (
          <ListDesigner releasedListUrl={releasedListUrl} />
        )}
      </div>
      <HelpSheet open={help} onClose={() => setHelp(false)} />
      <PreviewModal open={preview} onClose={() => setPreview(false)} />
      {release && (
        <ReleaseDialog
          open={releasing}
          onClose={() => setReleasing(false)}
          designId={release.designId}
          transport={release.transport}
          defaultParentId={release.defaultParentId}
          onReleased={release.onReleased}
        />
      )}
      {history && (
        <HistoryDrawer
          open={showHistory}
          onClose={() => setShowHistory(false)}
          designId={history.designId}
          transport={history.transport}
          canRollBack={save.state === 'saved'}
          metas={metas}
          language={language}
          onRolledBack={() => {
            setShowHistory(false);
            history.onRolledBack();
          }}
        />
      )}
    </NoticeContext.Provider>
  );
}
