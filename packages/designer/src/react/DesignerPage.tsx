import { RuntimeProvider, type Transport } from '@formwork/runtime';
import {
  DesignState,
  defaultFormSettings,
  type FormSchema,
  type ListSchema,
  onlineDevEndpoints,
} from '@formwork/schema';
import { Alert, App, ConfigProvider, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Refusal } from '../core/index.js';
import type { DesignRecord } from './autosave/save-body.js';
import { clearDraft, readDraft } from './autosave/storage.js';
import { useAutosave } from './autosave/use-autosave.js';
import { createDesignerI18n, type DesignerLanguage } from './i18n/instance.js';
import { useDesignerText } from './i18n/use-designer-text.js';
import type { DesignerMetas } from './meta.js';
import type { DesignerRelease } from './release/ReleaseDialog.js';
import { SessionContext } from './session/context.js';
import { DesignerSession } from './session/session.js';
import { Workbench } from './Workbench.js';
import { refusalWording } from './wording/describe-refusal.js';

export interface DesignerPageProps {
  designId: string;
  metas: DesignerMetas;
  transport: Transport;
  language?: DesignerLanguage;
  onClose?: () => void;
  /** A 发布 button in the header, releasing the saved draft under a menu; absent: none. */
  release?: DesignerRelease;
}

interface Opened {
  session: DesignerSession;
  design: DesignRecord;
  /** A reload found edits the server had not saved yet. */
  unsaved: boolean;
}

const EMPTY_FORM: FormSchema = { version: 1, kind: 'form', settings: { ...defaultFormSettings }, fields: [] };

function formOf(design: DesignRecord): FormSchema {
  const text = design.formData;
  if (typeof text !== 'string' || text.trim() === '') return EMPTY_FORM;
  return JSON.parse(text) as FormSchema;
}

/** The design's list; a columnData that is not a canonical list (none, or unreadable) is no list. */
function listOf(design: DesignRecord): ListSchema | undefined {
  const text = design.columnData;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    const list = JSON.parse(text) as ListSchema | null;
    return list?.kind === 'list' ? list : undefined;
  } catch {
    return undefined;
  }
}

/** Opens the draft: the server's copy, or the unsaved edit and undo stack kept for this tab. */
async function open(
  designId: string,
  transport: Transport,
  describe: (refusal: Refusal) => string,
): Promise<Opened> {
  const design = await transport<DesignRecord>({
    method: 'GET',
    url: `/api/visualdev/Base/${encodeURIComponent(designId)}`,
  });
  const draft = readDraft(designId);
  if (draft?.unsaved)
    return {
      session: new DesignerSession(draft.schema, draft.history, describe, draft.list),
      design,
      unsaved: true,
    };
  return {
    session: new DesignerSession(formOf(design), draft?.history, describe, listOf(design)),
    design,
    unsaved: false,
  };
}

function Opened({
  opened,
  designId,
  transport,
  onReload,
  ...props
}: { opened: Opened; onReload(): void } & DesignerPageProps) {
  const save = useAutosave(opened.session, designId, opened.design, transport, opened.unsaved);
  const { message } = App.useApp();
  const t = useDesignerText();
  // A reload that brings back edits the server never got says so, or the user would take the
  // canvas for the saved draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened draft.
  useEffect(() => {
    if (opened.unsaved) void message.info(t('save.restored'));
  }, [opened]);
  const name = typeof opened.design.fullName === 'string' ? opened.design.fullName : '';
  return (
    <SessionContext.Provider value={opened.session}>
      <Workbench
        name={name}
        metas={props.metas}
        language={props.language ?? 'zh'}
        save={save}
        onClose={props.onClose}
        history={{ designId, transport, onRolledBack: onReload }}
        releasedListUrl={
          opened.design.state === DesignState.released ? onlineDevEndpoints(designId).list.url : undefined
        }
        release={props.release && { ...props.release, designId, transport }}
      />
    </SessionContext.Provider>
  );
}

function Loader(props: DesignerPageProps) {
  const t = useDesignerText();
  const { i18n } = useTranslation();
  const { designId, transport, metas } = props;
  const [opened, setOpened] = useState<Opened | { error: string }>();
  // Bumped when the server's draft replaced the one open here (a roll back): open it afresh.
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => {
    clearDraft(designId);
    setGeneration((g) => g + 1);
  }, [designId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation is what opens the draft again.
  useEffect(() => {
    let current = true;
    setOpened(undefined);
    open(designId, transport, refusalWording(i18n, metas)).then(
      (result) => current && setOpened(result),
      (error: unknown) =>
        current && setOpened({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [designId, transport, i18n, metas, generation]);
  useEffect(() => (opened && 'session' in opened ? () => opened.session.dispose() : undefined), [opened]);
  if (!opened)
    return (
      <div role="status" style={{ margin: 48, textAlign: 'center' }}>
        <Spin /> {t('workbench.loading')}
      </div>
    );
  if ('error' in opened)
    return <Alert type="error" showIcon message={t('workbench.loadFailed', { message: opened.error })} />;
  return <Opened opened={opened} onReload={reload} {...props} />;
}

/**
 * The form designer for one draft: loads it through the transport, edits it with the core's
 * document and history, and saves it back through `PUT /api/visualdev/Base/{id}`.
 */
export function DesignerPage(props: DesignerPageProps) {
  const { language = 'zh', transport } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one instance per page; the language changes below.
  const i18n = useMemo(() => createDesignerI18n(language), []);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  const runtime = useMemo(() => ({ transport, permissionList: [], language }), [transport, language]);
  return (
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider value={runtime}>
        {/* antd spaces out two-character Chinese button texts, which reads oddly in a toolbar. */}
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <Loader {...props} />
          </App>
        </ConfigProvider>
      </RuntimeProvider>
    </I18nextProvider>
  );
}

export default DesignerPage;
