import { Modal, Radio } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useListTexts } from '../use-list-texts.js';

/** A print template as the list offers it: its id and its name. */
export interface PrintOption {
  id: string;
  fullName: string;
}

export interface PrintChooserProps {
  /** The templates to choose from; the dialog is open while there are some. */
  options: readonly PrintOption[] | null;
  onChoose: (id: string) => void;
  onCancel: () => void;
}

/**
 * 请选择打印模板: the list's templates by name, the first one chosen. The arrow keys move the
 * choice (the radios are one group) and Enter prints with it, as the button does.
 */
export function PrintChooser({ options, onChoose, onCancel }: PrintChooserProps) {
  const texts = useListTexts();
  const open = !!options && options.length > 0;
  const [chosen, setChosen] = useState<string>();
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (open) setChosen(options?.[0]?.id);
  }, [open, options]);
  // Focus on the chosen radio once the dialog is in (it takes focus itself as it opens), so the
  // keys work without reaching for the mouse first.
  const focusChosen = (opened: boolean) => {
    if (opened) group.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  };

  const confirm = () => {
    if (chosen) onChoose(chosen);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    confirm();
  };

  return (
    <Modal
      title={texts.printChooseTitle}
      open={open}
      onCancel={onCancel}
      onOk={confirm}
      okText={texts.print}
      cancelText={texts.cancel}
      okButtonProps={{ disabled: !chosen }}
      width={400}
      afterOpenChange={focusChosen}
      destroyOnHidden
    >
      <fieldset
        ref={group}
        aria-label={texts.printChooseTitle}
        onKeyDown={onKeyDown}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      >
        <Radio.Group
          value={chosen}
          onChange={(event) => setChosen(event.target.value as string)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 320, overflowY: 'auto' }}
          options={(options ?? []).map((option) => ({ value: option.id, label: option.fullName }))}
        />
      </fieldset>
    </Modal>
  );
}
