import { Result } from 'antd';

/** antd's "not found" page, with its picture: fetched only when a model cannot be shown. */
export function NotFoundResult({ title, subTitle }: { title: string; subTitle?: string }) {
  return <Result status="404" title={title} subTitle={subTitle} />;
}
