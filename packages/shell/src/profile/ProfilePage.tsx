import { Avatar, Card, Col, Flex, Row, Skeleton, Tabs, Typography, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { PasswordForm } from '../password/PasswordForm.js';
import { useSessionStore } from '../session/store.js';
import { AvatarUpload } from './AvatarUpload.js';
import { BaseInfoForm } from './BaseInfoForm.js';
import { type BaseInfo, currentUserApi } from './current-user-api.js';
import { Memberships } from './Memberships.js';
import { PROFILE_TEXT } from './messages.js';
import { Preferences } from './Preferences.js';
import { SignInLog } from './SignInLog.js';

/** /profile: the signed-in user's own details over the current-user calls. */
export function ProfilePage() {
  const t = useText(PROFILE_TEXT);
  const { token } = theme.useToken();
  const userInfo = useSessionStore((state) => state.userInfo);
  const [info, setInfo] = useState<BaseInfo | null>(null);

  const load = useCallback(() => {
    currentUserApi
      .baseInfo()
      .then(({ data }) => setInfo(data ?? null))
      .catch(() => {});
  }, []);
  useEffect(load, [load]);

  const name = info?.realName || userInfo?.userName || '';
  const avatar = info?.headIcon || userInfo?.headIcon || undefined;

  return (
    <Row
      gutter={[token.margin, token.margin]}
      style={{ padding: token.padding, maxWidth: 1400, margin: '0 auto' }}
    >
      <Col xs={24} lg={7} xl={6}>
        <Card>
          <Flex vertical align="center" gap={8}>
            <Avatar size={96} src={avatar} style={{ background: token.colorPrimary, fontSize: 40 }}>
              {name.slice(0, 1)}
            </Avatar>
            <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
              {name}
            </Typography.Title>
            <Typography.Text type="secondary">{info?.account ?? userInfo?.userAccount}</Typography.Text>
            {info?.signature && <Typography.Paragraph italic>{info.signature}</Typography.Paragraph>}
          </Flex>
          <Flex vertical gap={6} style={{ marginTop: token.margin }}>
            {(['organizeName', 'departmentName', 'positionName', 'roleName'] as const).map((key) => (
              <Flex key={key} justify="space-between" gap={12}>
                <Typography.Text type="secondary">{t(key)}</Typography.Text>
                <Typography.Text ellipsis style={{ textAlign: 'right' }}>
                  {info?.[key] || '-'}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={17} xl={18}>
        <Card styles={{ body: { paddingTop: 4 } }}>
          <Tabs
            items={[
              {
                key: 'base',
                label: t('tabs.base'),
                children: info ? (
                  <BaseInfoForm key={info.realName} info={info} onSaved={load} />
                ) : (
                  <Skeleton active />
                ),
              },
              {
                key: 'avatar',
                label: t('tabs.avatar'),
                children: (
                  <Flex vertical align="flex-start" gap={16}>
                    <Avatar
                      size={128}
                      shape="square"
                      src={avatar}
                      style={{ background: token.colorPrimary, fontSize: 56 }}
                    >
                      {name.slice(0, 1)}
                    </Avatar>
                    <AvatarUpload onChanged={load} />
                    <Typography.Text type="secondary">{t('avatarHint', { size: 2 })}</Typography.Text>
                  </Flex>
                ),
              },
              {
                key: 'password',
                label: t('tabs.password'),
                children: (
                  <PasswordForm
                    onChanged={() =>
                      useSessionStore
                        .getState()
                        .loadCurrentUser()
                        .then(() => {})
                    }
                  />
                ),
              },
              { key: 'preferences', label: t('tabs.preferences'), children: <Preferences /> },
              { key: 'log', label: t('tabs.log'), children: <SignInLog /> },
              { key: 'organize', label: t('tabs.organize'), children: <Memberships /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
