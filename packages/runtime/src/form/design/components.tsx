import { SchemaOptionsContext } from '@formily/react';
import { Col, Row } from 'antd';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { DesignDropZoneProps, DesignItemProps, FormDesign } from './types.js';

export const DesignContext = createContext<FormDesign | null>(null);

interface DesignDecoratorProps extends Omit<DesignItemProps, 'children'> {
  span: number;
  inner?: string;
  innerProps?: Record<string, unknown>;
  children?: ReactNode;
}

function PlainItem({ path, children }: DesignItemProps) {
  return <div data-design-path={path}>{children}</div>;
}

function PlainDropZone({ parent }: DesignDropZoneProps) {
  return <div data-design-drop={parent ?? ''} style={{ minHeight: 48, border: '1px dashed #d9d9d9' }} />;
}

/**
 * The column of a field in design mode. The node's own decorator is drawn full width inside a
 * gutterless row, so its column adds no second padding.
 */
export function FwDesignItem({ span, inner, innerProps, children, ...item }: DesignDecoratorProps) {
  const design = useContext(DesignContext);
  const options = useContext(SchemaOptionsContext);
  const Inner = inner
    ? (options?.components?.[inner] as ComponentType<Record<string, unknown>> | undefined)
    : undefined;
  const Item = design?.Item ?? PlainItem;
  return (
    <Col span={span}>
      <Item {...item}>
        {Inner ? (
          <Row gutter={0}>
            <Inner {...innerProps} span={24}>
              {children}
            </Inner>
          </Row>
        ) : (
          children
        )}
      </Item>
    </Col>
  );
}

export function FwDesignDropZone({ parent }: DesignDropZoneProps) {
  const design = useContext(DesignContext);
  const DropZone = design?.DropZone ?? PlainDropZone;
  return (
    <Col span={24}>
      <DropZone parent={parent} />
    </Col>
  );
}
