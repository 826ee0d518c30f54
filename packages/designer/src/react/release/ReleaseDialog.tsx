import { type Transport, TransportError } from '@formwork/runtime';
import { App, Form, Input, Modal, Switch, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useDesignerText } from '../i18n/use-designer-text.js';

/** What the host says of releasing from the designer; without it the designer offers no release. */
export interface DesignerRelease {
  /** The menu the release goes under unless the user picks another: the last one used. */
  defaultParentId?: string | undefined;
  /** After a release: the menu it went under, so the host can offer it next time. */
  onReleased?: (parentId: string) => void;
}

interface MenuNode {
  id: string;
  fullName: string;
  children?: MenuNode[];
}

interface TreeNode {
  value: string;
  title: string;
  children: TreeNode[];
}

const treeOf = (nodes: readonly MenuNode[]): TreeNode[] =>
  nodes.map((node) => ({ value: node.id, title: node.fullName, children: treeOf(node.children ?? []) }));

interface Values {
  pcModuleParentId?: string;
  note?: string;
  confirmTypeChanges?: boolean;
}

export interface ReleaseDialogProps extends DesignerRelease {
  open: boolean;
  designId: string;
  transport: Transport;
  onClose(): void;
}

/**
 * The release dialog of the design list, opened from the designer: the menu place, a note and
 * the type-change confirmation, posted to the same release call. The user stays in the designer.
 */
export function ReleaseDialog({
  open,
  designId,
  transport,
  defaultParentId,
  onReleased,
  onClose,
}: ReleaseDialogProps) {
  const t = useDesignerText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [tree, setTree] = useState<TreeNode[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    transport<{ list: MenuNode[] }>({ method: 'GET', url: '/api/visualdev/MenuSelector' }).then(
      (answer) => live && setTree(treeOf(answer.list ?? [])),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, transport]);

  // Each opening starts afresh on the menu offered now. The form instance outlives the dialog's
  // content and its values win over `initialValues` when the content comes back, so they are
  // set outright (the content may not be drawn yet when this runs).
  useEffect(() => {
    if (open)
      form.setFieldsValue({ pcModuleParentId: defaultParentId, note: undefined, confirmTypeChanges: false });
  }, [open, form, defaultParentId]);

  const submit = async () => {
    // A missing menu is marked on the form itself; nothing more to say.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const parentId = values.pcModuleParentId as string;
    setSaving(true);
    try {
      await transport({
        method: 'POST',
        url: `/api/visualdev/Base/${encodeURIComponent(designId)}/Actions/Release`,
        data: {
          pc: 1,
          pcModuleParentId: parentId,
          ...(values.note && { note: values.note }),
          ...(values.confirmTypeChanges && { confirmTypeChanges: true }),
        },
      });
      void message.success(t('release.done'));
      onReleased?.(parentId);
      onClose();
    } catch (error) {
      // The host's client has usually shown the refusal already (a type change names its fields).
      if (!(error instanceof TransportError && error.shown))
        void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('release.title')}
      open={open}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        preserve={false}
        initialValues={{ pcModuleParentId: defaultParentId, confirmTypeChanges: false }}
      >
        <Form.Item
          name="pcModuleParentId"
          label={t('release.parent')}
          rules={[{ required: true, message: t('release.parentRequired') }]}
        >
          <TreeSelect treeData={tree} allowClear showSearch treeNodeFilterProp="title" treeDefaultExpandAll />
        </Form.Item>
        <Form.Item name="note" label={t('release.note')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 2 }} />
        </Form.Item>
        <Form.Item name="confirmTypeChanges" label={t('release.confirmTypeChanges')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
