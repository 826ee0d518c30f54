import { Form, Input, Modal, message, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n.js';
import { useShellConfig } from '../shell-config.js';
import { messageApi, NOTICE_TITLE_MAX, type NoticeInput } from './message-api.js';
import { MESSAGES_NS } from './messages.js';

/** Which notice the form edits: a new one, or a draft by id. */
export type NoticeEditing = { id?: string } | null;

/**
 * Writing a notice: its title and body. A new one is saved as a draft; releasing it is a step of
 * its own. The server's answer (success or why not) is shown as it words it.
 */
export function NoticeForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: NoticeEditing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(MESSAGES_NS, { i18n });
  const { richTextEditor: Editor } = useShellConfig();
  const [form] = Form.useForm<NoticeInput>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = editing?.id;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (!id) return;
    setLoading(true);
    messageApi
      .notice(id)
      .then(({ data }) => form.setFieldsValue({ title: data?.title ?? '', bodyText: data?.bodyText ?? '' }))
      .catch(onClose)
      .finally(() => setLoading(false));
  }, [editing, id, form, onClose]);

  const save = async () => {
    let values: NoticeInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const input = { title: values.title.trim(), bodyText: values.bodyText ?? '' };
    setSaving(true);
    try {
      const answer = id ? await messageApi.updateNotice(id, input) : await messageApi.createNotice(input);
      void message.success(answer.msg, 1.5);
      onSaved();
      onClose();
    } catch {
      // The HTTP client has shown the server's reason; the form stays open to fix it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={id ? t('editNotice') : t('newNotice')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      width="min(720px, calc(100vw - 32px))"
      destroyOnHidden
      forceRender
    >
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" onFinish={() => void save()}>
          <Form.Item
            name="title"
            label={t('noticeTitle')}
            rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
          >
            <Input autoFocus maxLength={NOTICE_TITLE_MAX} showCount />
          </Form.Item>
          <Form.Item name="bodyText" label={t('noticeBody')}>
            {Editor ? <Editor /> : <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} />}
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
