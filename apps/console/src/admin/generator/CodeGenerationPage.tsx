import type { PreviewFolder } from '@formwork/schema';
import { useAuthorized, useText } from '@formwork/shell';
import { Card, Col, Empty, Form, message, Row } from 'antd';
import { useEffect, useState } from 'react';
import { DesignPicker } from './DesignPicker.js';
import {
  areaNames,
  type DesignRow,
  downloadCode,
  type GenerateSettings,
  previewCode,
} from './generator-api.js';
import { CODE_GENERATION_TEXT } from './messages.js';
import { classNameOf, routeSegmentOf } from './names.js';
import { OptionsForm } from './OptionsForm.js';
import { PreviewPanel } from './PreviewPanel.js';

/** The names a design suggests, in the first area offered; the user may change each. */
function suggestedSettings(design: DesignRow, area: string): GenerateSettings {
  const className = classNameOf(design.enCode) || 'Module';
  return {
    module: area,
    className,
    description: design.fullName,
    routePath: `/${area || 'app'}/${routeSegmentOf(className)}`,
    listFileName: `${className}ListPage`,
    formFileName: `${className}Form`,
    detailFileName: `${className}Detail`,
    onlyGenerated: false,
  };
}

/**
 * 代码生成: choose a released design, set the module's names, preview every file and download the
 * zip. The server words refusals (an unreleased design, a bad name); the HTTP client shows them.
 */
export function CodeGenerationPage() {
  const texts = useText(CODE_GENERATION_TEXT);
  // The server checks the grant too; without it the button is not offered.
  const canDownload = useAuthorized('btn_download');
  const [form] = Form.useForm<GenerateSettings>();
  const [areas, setAreas] = useState<string[]>([]);
  const [design, setDesign] = useState<DesignRow>();
  const [folders, setFolders] = useState<PreviewFolder[]>([]);
  const [previewing, setPreviewing] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    areaNames().then(setAreas, () => setAreas([]));
  }, []);

  /** The settings when they pass the form's checks; the form shows what is wrong otherwise. */
  const settings = () => form.validateFields().catch(() => null);

  const preview = async (id: string) => {
    const checked = await settings();
    if (!checked) return;
    setPreviewing(true);
    try {
      setFolders(await previewCode(id, checked));
    } catch {
      setFolders([]);
    } finally {
      setPreviewing(false);
    }
  };

  const choose = (row: DesignRow) => {
    if (row.id === design?.id) return;
    setDesign(row);
    setFolders([]);
    form.setFieldsValue(suggestedSettings(row, areas[0] ?? ''));
    void preview(row.id);
  };

  const download = async () => {
    if (!design) return;
    const checked = await settings();
    if (!checked) return;
    setDownloading(true);
    try {
      await downloadCode(design.id, checked);
      void message.success(texts('downloaded'));
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={16}>
        <Col xs={24} xl={11}>
          <Card title={texts('designs')} size="small">
            <DesignPicker texts={texts} selectedId={design?.id} onSelect={choose} />
          </Card>
        </Col>
        <Col xs={24} xl={13}>
          <Card title={design ? `${texts('options')} · ${design.fullName}` : texts('options')} size="small">
            {design ? (
              <OptionsForm
                texts={texts}
                form={form}
                areas={areas}
                previewing={previewing}
                downloading={downloading}
                canDownload={canDownload}
                onPreview={() => void preview(design.id)}
                onDownload={() => void download()}
              />
            ) : (
              <Empty description={texts('chooseDesign')} style={{ padding: 48 }} />
            )}
          </Card>
        </Col>
      </Row>
      {design && (
        <Card title={texts('preview')} size="small" loading={previewing && folders.length === 0}>
          <PreviewPanel texts={texts} folders={folders} />
        </Card>
      )}
    </div>
  );
}
