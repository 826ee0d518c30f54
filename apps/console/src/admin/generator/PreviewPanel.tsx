import type { PreviewFolder } from '@formwork/schema';
import type { Text } from '@formwork/shell';
import { Empty, Menu, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CodeView } from './CodeView.js';
import type { CODE_GENERATION_TEXT } from './messages.js';

interface Props {
  texts: Text<typeof CODE_GENERATION_TEXT>;
  folders: PreviewFolder[];
}

/** Every generated file by folder, each marked generated (replaced) or the developer's (once). */
export function PreviewPanel({ texts, folders }: Props) {
  const files = useMemo(() => folders.flatMap((folder) => folder.children), [folders]);
  const [openId, setOpenId] = useState<string>();
  useEffect(() => setOpenId(files[0]?.id), [files]);
  const open = files.find((file) => file.id === openId) ?? files[0];
  if (!open) return <Empty description={texts('previewEmpty')} style={{ padding: 48 }} />;

  return (
    <div style={{ display: 'flex', gap: 12, height: 560 }}>
      <Menu
        aria-label={texts('files')}
        mode="inline"
        style={{ width: 300, flex: 'none', overflow: 'auto', borderInlineEnd: '1px solid #f0f0f0' }}
        selectedKeys={[open.id]}
        defaultOpenKeys={folders.map((folder) => folder.id)}
        onClick={({ key }) => setOpenId(key)}
        items={folders.map((folder) => ({
          key: folder.id,
          label: folder.fileName,
          type: 'group',
          children: folder.children.map((file) => ({
            key: file.id,
            label: (
              <Tooltip title={texts(file.generated ? 'generatedHint' : 'ownHint')} placement="right">
                <span>
                  <span>{file.fileName}</span>{' '}
                  <Tag color={file.generated ? 'blue' : 'green'} bordered={false}>
                    {texts(file.generated ? 'generatedFile' : 'ownFile')}
                  </Tag>
                </span>
              </Tooltip>
            ),
          })),
        }))}
      />
      <section
        style={{ flex: 1, minWidth: 0, border: '1px solid #f0f0f0', borderRadius: 6 }}
        aria-label={open.id}
      >
        <CodeView code={open.fileContent} fileType={open.fileType} />
      </section>
    </div>
  );
}
