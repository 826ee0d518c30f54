import type { Language } from '@formwork/shell';
import { Button, Empty, message, Space, Spin, Tabs, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { loadRoleGrants, saveRoleGrants } from './authorize-api.js';
import {
  type AuthorizeNode,
  type AuthorizeSteps,
  branchIds,
  GRANT_KINDS,
  type GrantKind,
  grantsToSave,
  heldLeaves,
  itemsOfGranted,
  leafIds,
  modulesToGrant,
  type Ticks,
} from './authorize-tree.js';
import './messages.js';
import { type AuthorizeTexts, useAuthorizeTexts } from './use-authorize-texts.js';

export interface AuthorizeMatrixProps {
  roleId: string;
  roleName?: string;
  /** After a save went through. */
  onSaved?: () => void;
  /** Shown as a cancel button beside save when given (in a dialog). */
  onCancel?: () => void;
}

/** A menu entry's name in the language chosen, its Chinese name without one. */
const nameOf = (node: AuthorizeNode, language: Language) => {
  const names = node.fullNameI18n;
  const own = names && Object.hasOwn(names, language) ? names[language] : undefined;
  return own || node.fullName;
};

type ItemKind = Exclude<GrantKind, 'module'>;

/**
 * An entry's title; on an entry whose design does not check this kind, a warning saying so and
 * where to switch it on, since ticks under it grant nothing more until then.
 */
function titleOf(node: AuthorizeNode, kind: GrantKind, texts: AuthorizeTexts, language: Language) {
  const name = nameOf(node, language);
  if (!node.unguarded || kind === 'module') return name;
  const words = {
    switchName: texts(`switch.${kind as ItemKind}`),
    things: texts(`things.${kind as ItemKind}`),
  };
  return (
    <span>
      {name}{' '}
      <Tag color="warning" style={{ marginInlineStart: 8 }}>
        {texts('unguarded', words)}
      </Tag>
      <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'normal' }}>
        {texts('unguardedHint', words)}
      </Typography.Text>
    </span>
  );
}

const toTreeData = (
  list: readonly AuthorizeNode[],
  kind: GrantKind,
  texts: AuthorizeTexts,
  language: Language,
): DataNode[] =>
  list.map((node) => ({
    key: node.id,
    title: titleOf(node, kind, texts, language),
    children: node.children.length > 0 ? toTreeData(node.children, kind, texts, language) : undefined,
  }));

const sameTicks = (a: Ticks, b: Ticks) =>
  GRANT_KINDS.every(
    (kind) => a[kind].length === b[kind].length && a[kind].every((id) => b[kind].includes(id)),
  );

/**
 * What a role may open and do, kind by kind: the menu entries, then under the entries ticked their
 * buttons, list columns, form fields and data schemes. Every tab's ticks are kept while moving
 * between tabs and saved together; unticking an entry drops what was ticked under it.
 */
export function AuthorizeMatrix({ roleId, roleName, onSaved, onCancel }: AuthorizeMatrixProps) {
  const { texts, language } = useAuthorizeTexts();
  const [steps, setSteps] = useState<AuthorizeSteps>();
  const [failed, setFailed] = useState(false);
  const [initial, setInitial] = useState<Ticks>();
  const [ticks, setTicks] = useState<Ticks>();
  const [kind, setKind] = useState<GrantKind>('module');
  const [expanded, setExpanded] = useState<Partial<Record<GrantKind, React.Key[]>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    setSteps(undefined);
    setFailed(false);
    loadRoleGrants(roleId).then(
      (answer) => {
        if (!current) return;
        const held = Object.fromEntries(GRANT_KINDS.map((k) => [k, heldLeaves(answer[k])])) as Ticks;
        setSteps(answer);
        setInitial(held);
        setTicks(held);
        setExpanded(Object.fromEntries(GRANT_KINDS.map((k) => [k, branchIds(answer[k].list)])));
      },
      // The HTTP client has shown why.
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [roleId]);

  const granted = useMemo(
    () => new Set(steps && ticks ? modulesToGrant(steps.module.list, ticks.module) : []),
    [steps, ticks],
  );
  const shown = useMemo(() => {
    if (!steps) return undefined;
    return Object.fromEntries(
      GRANT_KINDS.map((k) => [
        k,
        k === 'module' ? steps.module.list : itemsOfGranted(steps[k].list, granted),
      ]),
    ) as Record<GrantKind, AuthorizeNode[]>;
  }, [steps, granted]);

  if (failed) return <Empty description={texts('loadFailed')} />;
  if (!steps || !ticks || !initial || !shown) {
    return (
      <Spin tip={texts('loading')}>
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }

  const dirty = !sameTicks(ticks, initial);
  const setKindTicks = (k: GrantKind, ids: string[]) => setTicks({ ...ticks, [k]: ids });
  const leavesOf = (k: GrantKind) => leafIds(shown[k]);
  const tickedCount = (k: GrantKind) => {
    const offered = new Set(leavesOf(k));
    return ticks[k].filter((id) => offered.has(id)).length;
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveRoleGrants(roleId, grantsToSave(steps, ticks));
      void message.success(texts('saved'));
      setInitial(ticks);
      onSaved?.();
    } catch {
      // The HTTP client has shown the server's message; the ticks stay for another try.
    } finally {
      setSaving(false);
    }
  };

  const tab = (k: GrantKind) => {
    const data = toTreeData(shown[k], k, texts, language);
    if (data.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={texts(k === 'module' ? 'noMenus' : 'noItems')}
        />
      );
    }
    // Not virtual: a menu has hundreds of boxes at most, and every one stays findable in the page.
    return (
      <div style={{ maxHeight: 440, overflowY: 'auto' }}>
        <Tree
          checkable
          selectable={false}
          blockNode
          treeData={data}
          checkedKeys={ticks[k]}
          expandedKeys={expanded[k] ?? []}
          onExpand={(keys) => setExpanded({ ...expanded, [k]: keys })}
          onCheck={(checked) => {
            // The tree answers every node ticked; only leaves are kept, the rest follow from them.
            const keys = new Set((Array.isArray(checked) ? checked : checked.checked).map(String));
            setKindTicks(
              k,
              leavesOf(k).filter((id) => keys.has(id)),
            );
          }}
          aria-label={texts(k)}
        />
      </div>
    );
  };

  return (
    <div className="fw-authorize-matrix">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Space wrap>
          <Button onClick={() => setKindTicks(kind, leavesOf(kind))}>{texts('checkAll')}</Button>
          <Button onClick={() => setKindTicks(kind, [])}>{texts('deselectAll')}</Button>
          <Button onClick={() => setExpanded({ ...expanded, [kind]: branchIds(shown[kind]) })}>
            {texts('expandAll')}
          </Button>
          <Button onClick={() => setExpanded({ ...expanded, [kind]: [] })}>{texts('foldAll')}</Button>
        </Space>
        <Space wrap>
          {roleName && (
            <Typography.Text type="secondary">{texts('roleOf', { name: roleName })}</Typography.Text>
          )}
          {dirty && <Typography.Text type="warning">{texts('unsaved')}</Typography.Text>}
          {onCancel && <Button onClick={onCancel}>{texts('cancel')}</Button>}
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {texts('save')}
          </Button>
        </Space>
      </Space>
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as GrantKind)}
        items={GRANT_KINDS.map((k) => ({
          key: k,
          label: `${texts(k)} (${texts('ticked', { count: tickedCount(k), total: leavesOf(k).length })})`,
          children: tab(k),
        }))}
      />
    </div>
  );
}
