import { Button, Col, List, message, Row, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { currentUserApi, type Membership } from './current-user-api.js';
import { PROFILE_TEXT } from './messages.js';

type Kind = 'Organize' | 'Position';

/** The organisations and positions the user holds; one of each is the main one. */
export function Memberships() {
  const t = useText(PROFILE_TEXT);
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={12}>
        <MembershipList kind="Organize" title={t('organizes')} />
      </Col>
      <Col xs={24} md={12}>
        <MembershipList kind="Position" title={t('positions')} />
      </Col>
    </Row>
  );
}

function MembershipList({ kind, title }: { kind: Kind; title: string }) {
  const t = useText(PROFILE_TEXT);
  const [items, setItems] = useState<Membership[]>([]);
  const [loading, setLoading] = useState(true);
  const [switching, setSwitching] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { data } = await (kind === 'Organize' ? currentUserApi.organizes() : currentUserApi.positions());
      setItems(data ?? []);
    } catch {
      // Shown by the client.
    } finally {
      setLoading(false);
    }
  }, [kind]);

  useEffect(() => {
    void load();
  }, [load]);

  const makeMain = async (id: string) => {
    setSwitching(id);
    try {
      const answer = await currentUserApi.setMajor(kind, id);
      void message.success(answer.msg);
      await Promise.all([load(), useSessionStore.getState().loadCurrentUser()]);
    } catch {
      // Shown by the client.
    } finally {
      setSwitching(null);
    }
  };

  return (
    <List
      header={<Typography.Text strong>{title}</Typography.Text>}
      bordered
      loading={loading}
      dataSource={items}
      locale={{ emptyText: t('none') }}
      renderItem={(item) => (
        <List.Item
          actions={[
            item.isDefault ? (
              <Tag color="processing" key="main">
                {t('main')}
              </Tag>
            ) : (
              <Button
                key="set"
                size="small"
                loading={switching === item.id}
                onClick={() => makeMain(item.id)}
              >
                {t('setMain')}
              </Button>
            ),
          ]}
        >
          {item.fullName}
        </List.Item>
      )}
    />
  );
}
