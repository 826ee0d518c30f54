import { PlusOutlined } from '@ant-design/icons';
import type { FieldSchema } from '@formwork/schema';
import { Button } from 'antd';
import { insertField, type NodeId } from '../../core/index.js';
import { useNotice } from '../canvas/over-state.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { DesignerMetas } from '../meta.js';
import { useSession } from '../session/context.js';

export const PANE_OF: ReadonlyMap<string, string> = new Map([
  ['tab', 'tabItem'],
  ['collapse', 'collapseItem'],
]);

/** Tab and collapse panes are not in the palette: their container adds them. */
export function AddPane({ id, field, metas }: { id: NodeId; field: FieldSchema; metas: DesignerMetas }) {
  const t = useDesignerText();
  const session = useSession();
  const notice = useNotice();
  const paneKey = PANE_OF.get(field.jnpfKey) as string;
  const add = () => {
    const count = session.document.childIds(id).length;
    const pane: FieldSchema = metas.get(paneKey)?.createField() ?? {
      jnpfKey: paneKey as FieldSchema['jnpfKey'],
      label: String(count + 1),
      children: [],
    };
    const refusal = session.run((doc) => insertField(doc, pane, { parent: id }));
    if (refusal) notice(refusal);
  };
  return (
    <Button size="small" icon={<PlusOutlined />} onClick={add} style={{ marginBottom: 10 }}>
      {t('field.addPane')}
    </Button>
  );
}
