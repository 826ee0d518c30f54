import type { Transport } from '@formwork/runtime';
import type { DesignChange, ReleaseSummary } from '@formwork/schema';
import { Alert, App, Button, Drawer, List, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignerLanguage } from '../i18n/instance.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { DesignerMetas } from '../meta.js';
import { useSession } from '../session/context.js';
import { ChangeList } from './ChangeList.js';
import { changeNames } from './change-names.js';

type Ref = number | 'draft';

const base = (designId: string) => `/api/visualdev/Base/${encodeURIComponent(designId)}`;

function useReleases(designId: string, transport: Transport, open: boolean) {
  const [releases, setReleases] = useState<ReleaseSummary[]>();
  const [error, setError] = useState<string>();
  const load = useCallback(() => {
    setError(undefined);
    transport<{ list: ReleaseSummary[] }>({ method: 'GET', url: `${base(designId)}/Releases` }).then(
      (answer) => setReleases(answer.list),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [designId, transport]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  return { releases, error, reload: load };
}

function fetchDiff(transport: Transport, designId: string, from: Ref, to: Ref): Promise<DesignChange[]> {
  return transport<{ changes: DesignChange[] }>({
    method: 'GET',
    url: `${base(designId)}/Releases/Diff?from=${from}&to=${to}`,
  }).then((answer) => answer.changes);
}

/**
 * The design's releases: who released which version when and why, what changed between any two
 * (or since one, in the draft), and rolling back, which releases an old version again after a
 * confirmation that shows what it will change.
 */
export function HistoryDrawer({
  open,
  onClose,
  designId,
  transport,
  canRollBack,
  onRolledBack,
  metas,
  language,
}: {
  open: boolean;
  onClose(): void;
  designId: string;
  transport: Transport;
  /** False while the draft has edits the server has not saved: a roll back would replace them. */
  canRollBack: boolean;
  onRolledBack(): void;
  metas: DesignerMetas;
  language: DesignerLanguage;
}) {
  const t = useDesignerText();
  const { i18n } = useTranslation();
  const session = useSession();
  const { modal, message } = App.useApp();
  const { releases, error, reload } = useReleases(designId, transport, open);
  const [from, setFrom] = useState<Ref>();
  const [to, setTo] = useState<Ref>('draft');
  const [changes, setChanges] = useState<DesignChange[]>();
  const latest = releases?.[0]?.version;
  // Read from the draft when changes arrive, not on every edit: the drawer stays mounted.
  const names = useMemo(
    () => (open && changes ? changeNames(metas, session.document.schema, language) : undefined),
    [open, changes, metas, session, language],
  );
  useEffect(() => {
    if (latest !== undefined) setFrom((current) => current ?? latest);
  }, [latest]);
  useEffect(() => {
    if (!open || from === undefined) return;
    let current = true;
    setChanges(undefined);
    fetchDiff(transport, designId, from, to).then(
      (found) => current && setChanges(found),
      () => current && setChanges([]),
    );
    return () => {
      current = false;
    };
  }, [open, transport, designId, from, to]);

  const rollBack = async (version: number) => {
    if (latest === undefined) return;
    // A failed request has already been reported by the transport; nothing is rolled back.
    const preview = await fetchDiff(transport, designId, latest, version).catch(() => undefined);
    if (!preview) return;
    modal.confirm({
      title: t('history.rollBackTitle', { version }),
      width: 560,
      content: <ChangeList changes={preview} names={changeNames(metas, session.document.schema, language)} />,
      okText: t('history.rollBack'),
      onOk: async () => {
        await transport({
          method: 'POST',
          url: `${base(designId)}/Releases/${version}/Actions/Rollback`,
          data: {},
        });
        void message.success(t('history.rolledBack', { version }));
        reload();
        onRolledBack();
      },
    });
  };

  const options = [
    { value: 'draft' as Ref, label: t('history.draft') },
    ...(releases ?? []).map((r) => ({ value: r.version as Ref, label: `v${r.version}` })),
  ];
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'en' ? 'en' : 'zh-CN');
  return (
    <Drawer open={open} onClose={onClose} title={t('history.title')} width={520} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} />}
      {releases && releases.length === 0 && (
        <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>
      )}
      {releases && releases.length > 0 && (
        <>
          <section aria-label={t('history.releases')}>
            <List
              size="small"
              dataSource={releases}
              renderItem={(release) => (
                <List.Item
                  actions={[
                    <Button
                      key="rollback"
                      size="small"
                      disabled={!canRollBack || release.version === latest}
                      title={canRollBack ? undefined : t('history.saveFirst')}
                      onClick={() => void rollBack(release.version)}
                    >
                      {t('history.rollBack')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <Space>
                        <Tag color="blue">v{release.version}</Tag>
                        <span>{release.releasedBy ?? t('history.unknownUser')}</span>
                        <Typography.Text type="secondary">{when(release.releasedAt)}</Typography.Text>
                      </Space>
                    }
                    description={
                      <>
                        {release.rolledBackFrom !== null && (
                          <Tag>{t('history.rolledBackFrom', { version: release.rolledBackFrom })}</Tag>
                        )}
                        {release.note}
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          </section>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('history.compare')}
          </Typography.Title>
          <Space style={{ marginBottom: 8 }}>
            <Select
              aria-label={t('history.from')}
              style={{ width: 120 }}
              value={from}
              options={options}
              onChange={setFrom}
            />
            →
            <Select
              aria-label={t('history.to')}
              style={{ width: 120 }}
              value={to}
              options={options}
              onChange={setTo}
            />
          </Space>
          {changes && <ChangeList changes={changes} names={names} />}
        </>
      )}
    </Drawer>
  );
}
