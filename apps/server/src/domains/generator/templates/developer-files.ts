import { commentText } from '../naming.js';
import type { ModuleContext } from './context.js';

/** The first lines of a file the developer owns: the generator writes it once. */
const ownHeader = (context: ModuleContext, what: string) =>
  [
    `// ${what} of ${commentText(context.design.fullName)}, created by Formwork's code generation once: this file`,
    '// is yours to change. Downloading the generated files again leaves it as it is.',
  ].join('\n');

const text = (value: string) => JSON.stringify(value);

/** A form that creates a record, or edits the one named by `dataId`, and saves it. */
export function formFile(context: ModuleContext): string {
  const { options, recordName } = context;
  const name = `${options.className}Form`;
  return `${ownHeader(context, 'The form')}
import { type FormHandle, FormRenderer, TransportError, useRuntime } from '@formwork/runtime';
import type { DataProblem } from '@formwork/schema';
import { Button, Flex, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { create${options.className}Api } from './generated/api';
import { formSchema, modelId } from './generated/design';
import { useModuleWords } from './generated/messages';
import type { ${recordName} } from './generated/types';

export type ${name}Props = {
  /** The record to edit; without it the form creates one. */
  dataId?: string;
  onSaved?: () => void;
  onCancel?: () => void;
};

/** The per-field problems of a write the server refused (OnlineDevRefusal), if it was that. */
function problemsOf(error: unknown): DataProblem[] | null {
  if (!(error instanceof TransportError)) return null;
  const data = error.data as { problems?: DataProblem[] } | undefined;
  return Array.isArray(data?.problems) ? data.problems : null;
}

export function ${name}({ dataId, onSaved, onCancel }: ${name}Props) {
  const { transport } = useRuntime();
  const words = useModuleWords();
  const api = useMemo(() => create${options.className}Api(transport), [transport]);
  const formRef = useRef<FormHandle>(null);
  const [values, setValues] = useState<${recordName} | undefined>(dataId ? undefined : {});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!dataId) return;
    let current = true;
    // Without the record there is nothing to edit; the transport has told the user why.
    api.get(dataId).then(
      (record) => current && setValues(record),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api, dataId]);

  const save = async () => {
    const form = formRef.current;
    if (!form || saving) return;
    // Rejects when a field is invalid; the form shows why beside it.
    const submitted = (await form.submit().catch(() => null)) as ${recordName} | null;
    if (!submitted) return;
    setSaving(true);
    try {
      if (dataId) await api.update(dataId, submitted);
      else await api.create(submitted);
      onSaved?.();
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) form.showProblems(problems);
    } finally {
      setSaving(false);
    }
  };

  if (failed) return null;
  if (!values) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <>
      <FormRenderer
        ref={formRef}
        schema={formSchema}
        mode={dataId ? 'edit' : 'create'}
        initialValues={values}
        record={{ id: dataId, modelId }}
      />
      <Flex justify="end" gap={8}>
        {onCancel && <Button onClick={onCancel}>{words.cancel}</Button>}
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {words.save}
        </Button>
      </Flex>
    </>
  );
}
`;
}

/** The detail view: one record's values, read only. */
export function detailFile(context: ModuleContext): string {
  const { options, recordName } = context;
  const name = `${options.className}Detail`;
  return `${ownHeader(context, 'The detail view')}
import { FormRenderer, useRuntime } from '@formwork/runtime';
import { Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { create${options.className}Api } from './generated/api';
import { formSchema, modelId } from './generated/design';
import type { ${recordName} } from './generated/types';

export type ${name}Props = {
  dataId: string;
};

export function ${name}({ dataId }: ${name}Props) {
  const { transport } = useRuntime();
  const api = useMemo(() => create${options.className}Api(transport), [transport]);
  const [values, setValues] = useState<${recordName}>();

  useEffect(() => {
    let current = true;
    setValues(undefined);
    api.get(dataId).then((record) => current && setValues(record), () => undefined);
    return () => {
      current = false;
    };
  }, [api, dataId]);

  if (!values) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <FormRenderer schema={formSchema} mode="detail" initialValues={values} record={{ id: dataId, modelId }} />;
}
`;
}

/** The list page: the released list, with the form and the detail view in a dialog. */
export function listFile(context: ModuleContext): string {
  const { options, design } = context;
  const { fileNames, className } = options;
  const width = design.form.settings.popupWidth;
  return `${ownHeader(context, 'The list page')}
import { type ListHandle, ListRenderer } from '@formwork/runtime';
import { Modal } from 'antd';
import { useRef, useState } from 'react';
import { endpoints, formSchema, listSchema, menuId } from './generated/design';
import { type ModuleWords, useModuleWords } from './generated/messages';
import { ${className}Detail } from './${fileNames.detail}';
import { ${className}Form } from './${fileNames.form}';

type Opened = { mode: 'create' | 'edit' | 'detail'; dataId?: string };

const TITLES: Record<Opened['mode'], keyof ModuleWords> = {
  create: 'createTitle',
  edit: 'editTitle',
  detail: 'detailTitle',
};

export function ${className}ListPage() {
  const words = useModuleWords();
  const listRef = useRef<ListHandle>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  const saved = () => {
    setOpened(null);
    listRef.current?.reload();
  };
  if (!listSchema) return null;

  return (
    <>
      <ListRenderer
        ref={listRef}
        list={listSchema}
        form={formSchema}
        endpoints={endpoints}
        menuId={menuId}
        onAdd={() => setOpened({ mode: 'create' })}
        onEdit={(row) => setOpened({ mode: 'edit', dataId: row.id })}
        onDetail={(row) => setOpened({ mode: 'detail', dataId: row.id })}
      />
      <Modal
        open={opened !== null}
        title={opened ? words[TITLES[opened.mode]] : ''}
        footer={null}
        onCancel={close}
        destroyOnHidden
        width={${text(width ?? '800px')}}
      >
        {opened?.mode === 'detail' && opened.dataId && <${className}Detail dataId={opened.dataId} />}
        {opened && opened.mode !== 'detail' && (
          <${className}Form dataId={opened.dataId} onSaved={saved} onCancel={close} />
        )}
      </Modal>
    </>
  );
}
`;
}

/** The module's routes, for the app's router (react-router's \`{ path, Component }\` objects). */
export function routesFile(context: ModuleContext): string {
  const { options, design } = context;
  const { className, fileNames, routePath } = options;
  const page = design.list ? `${className}ListPage` : `${className}Form`;
  const file = design.list ? fileNames.list : fileNames.form;
  return `${ownHeader(context, 'The routes')}
import { ${page} } from './${file}';

export const ${className.charAt(0).toLowerCase()}${className.slice(1)}Routes = [{ path: ${text(routePath)}, Component: ${page} }];
`;
}
