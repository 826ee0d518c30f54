import { loadOnUse } from '@formwork/widgets';
import { Spin } from 'antd';

/**
 * The form renderer, fetched when a page first opens a form: a list screen shows its rows without
 * downloading the form engine, its widgets, validation and calculation.
 */
export const FormOnUse = loadOnUse(
  () => import('../form/render/FormRenderer.js').then((module) => module.FormRenderer),
  'FormRenderer',
  <Spin style={{ display: 'block', margin: '40px auto' }} />,
);
