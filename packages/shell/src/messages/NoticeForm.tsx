import { Form, Input, Modal, message, Radio, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { useShellConfig } from '../shell-config.js';
import { messageApi, NOTICE_TITLE_MAX } from './message-api.js';
import { MESSAGES_TEXT } from './messages.js';
import {
  hasRecipients,
  type NoticeRecipients,
  noRecipients,
  RECIPIENT_KINDS,
  recipientsOf,
  toUserIdsOf,
} from './notice-recipients.js';

type Audience = 'everyone' | 'chosen';

interface NoticeValues {
  title: string;
  bodyText?: string;
  audience: Audience;
  recipients: NoticeRecipients;
}

const EMPTY: Pick<NoticeValues, 'audience' | 'recipients'> = {
  audience: 'everyone',
  recipients: noRecipients(),
};

/** Which notice the form edits: a new one, or a draft by id. */
export type NoticeEditing = { id?: string } | null;

/**
 * Writing a notice: its title, whom it goes to (everyone, or chosen users, departments and
 * roles) and its body. A new one is saved as a draft; releasing it is a step of its own. The
 * server's answer (success or why not) is shown as it words it.
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
  const t = useText(MESSAGES_TEXT);
  const { richTextEditor: Editor, recipientPicker: Picker } = useShellConfig();
  const [form] = Form.useForm<NoticeValues>();
  const audience = Form.useWatch('audience', form);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  // Without pickers to change them, a draft's recipients are saved back as they were loaded.
  const loadedRecipients = useRef('');
  const id = editing?.id;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    loadedRecipients.current = '';
    if (!id) return;
    setLoading(true);
    messageApi
      .notice(id)
      .then(({ data }) => {
        const recipients = recipientsOf(data?.toUserIds);
        loadedRecipients.current = data?.toUserIds ?? '';
        form.setFieldsValue({
          title: data?.title ?? '',
          bodyText: data?.bodyText ?? '',
          audience: hasRecipients(recipients) ? 'chosen' : 'everyone',
          recipients,
        });
      })
      .catch(onClose)
      .finally(() => setLoading(false));
  }, [editing, id, form, onClose]);

  const save = async () => {
    let values: NoticeValues;
    try {
      await form.validateFields();
      // Every value, the pickers of a choice since undone among them.
      values = form.getFieldsValue(true) as NoticeValues;
    } catch {
      return;
    }
    const toUserIds = !Picker
      ? loadedRecipients.current
      : values.audience === 'chosen'
        ? toUserIdsOf(values.recipients)
        : '';
    const input = { title: values.title.trim(), bodyText: values.bodyText ?? '', toUserIds };
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
        <Form form={form} layout="vertical" initialValues={EMPTY} onFinish={() => void save()}>
          <Form.Item
            name="title"
            label={t('noticeTitle')}
            rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
          >
            <Input autoFocus maxLength={NOTICE_TITLE_MAX} showCount />
          </Form.Item>
          {Picker && (
            <Form.Item
              name="audience"
              label={t('recipients')}
              // Asked on save only: choosing 指定 is the first step of picking, not a mistake.
              validateTrigger={false}
              dependencies={RECIPIENT_KINDS.map((kind) => ['recipients', kind])}
              rules={[
                {
                  validator: (_, value: Audience) =>
                    value === 'chosen' && !hasRecipients(form.getFieldValue('recipients'))
                      ? Promise.reject(new Error(t('recipientsRequired')))
                      : Promise.resolve(),
                },
              ]}
            >
              <Radio.Group
                options={[
                  { value: 'everyone', label: t('everyone') },
                  { value: 'chosen', label: t('chosenRecipients') },
                ]}
              />
            </Form.Item>
          )}
          {Picker &&
            audience === 'chosen' &&
            RECIPIENT_KINDS.map((kind) => (
              <Form.Item key={kind} name={['recipients', kind]} label={t(`recipientKinds.${kind}`)}>
                <Picker kind={kind} />
              </Form.Item>
            ))}
          <Form.Item name="bodyText" label={t('noticeBody')}>
            {Editor ? <Editor /> : <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} />}
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
