import { Button } from 'antd';
import type { ListTexts } from '../texts.js';

export interface EditButtonsProps {
  texts: ListTexts;
  saving: boolean;
  /** False until the record's values have arrived. */
  ready: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** A row in edit offers 保存 and 取消 in place of its own buttons. */
export function EditButtons({ texts, saving, ready, onSave, onCancel }: EditButtonsProps) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button type="link" size="small" loading={saving} disabled={!ready} onClick={onSave}>
        {texts.save}
      </Button>
      <Button type="link" size="small" disabled={saving} onClick={onCancel}>
        {texts.cancel}
      </Button>
    </span>
  );
}
