import { useDraggable } from '@dnd-kit/core';
import { Empty, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { DragData } from '../canvas/drop.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { DesignerMetas, DesignerWidgetMeta } from '../meta.js';
import { paletteSections } from './groups.js';
import { WidgetIcon } from './widget-icons.js';

interface PaletteProps {
  metas: DesignerMetas;
  language: DesignerLanguage;
  /** Enter or a double click: insert where the keyboard would (the selected container or form). */
  onInsert(jnpfKey: string): void;
}

function PaletteEntry({
  meta,
  language,
  onInsert,
}: { meta: DesignerWidgetMeta } & Omit<PaletteProps, 'metas'>) {
  const data: DragData = { kind: 'palette', jnpfKey: meta.jnpfKey };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `palette:${meta.jnpfKey}`,
    data,
  });
  return (
    <li
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // dnd-kit's keyboard sensor listens to Enter as well; inserting comes first here.
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onInsert(meta.jnpfKey);
        } else listeners?.onKeyDown?.(event);
      }}
      onDoubleClick={() => onInsert(meta.jnpfKey)}
      className="fw-designer-palette-item"
      style={{
        cursor: 'grab',
        padding: '4px 8px',
        border: '1px solid #e8e8e8',
        borderRadius: 4,
        background: '#fff',
        opacity: isDragging ? 0.5 : 1,
        fontSize: 12,
        listStyle: 'none',
      }}
    >
      <WidgetIcon icon={meta.icon} /> {meta.title[language]}
    </li>
  );
}

/** The widgets to drag in, by JNPF's groups, with a search over every language's title. */
export function Palette({ metas, language, onInsert }: PaletteProps) {
  const t = useDesignerText();
  const [search, setSearch] = useState('');
  const sections = useMemo(() => paletteSections(metas, search, language), [metas, search, language]);
  return (
    <nav aria-label={t('palette.title')} className="fw-designer-palette">
      <Input.Search
        allowClear
        placeholder={t('palette.search')}
        aria-label={t('palette.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {sections.length === 0 && (
        <Empty description={t('palette.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      {sections.map((section) => (
        <section key={section.group} aria-label={t(`palette.${section.group}`)}>
          <Typography.Text type="secondary" strong>
            {t(`palette.${section.group}`)}
          </Typography.Text>
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              gap: 6,
              padding: 0,
              margin: '6px 0 12px',
            }}
          >
            {section.metas.map((meta) => (
              <PaletteEntry key={meta.jnpfKey} meta={meta} language={language} onInsert={onInsert} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
