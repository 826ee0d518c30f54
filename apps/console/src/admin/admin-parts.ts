import type { PageParts } from '@formwork/runtime';
import { loadOnUse } from '@formwork/widgets';
import { Spin } from 'antd';
import { createElement } from 'react';

// Each part's code (the matrix's Tree and Tabs, the nested pages' schemas) is fetched the first
// time a dialog shows it.
const spinner = createElement(Spin);

/**
 * The console's own components that administration page schemas may show by key (a `part`
 * action's `component`); an action naming one not registered here is not offered.
 */
export const adminParts: PageParts = new Map([
  [
    'authorizeMatrix',
    loadOnUse(
      () => import('./authorize/AuthorizeMatrixPart.js').then((module) => module.default),
      'AuthorizeMatrixPart',
      spinner,
    ),
  ],
  [
    'portalDesigner',
    loadOnUse(
      () => import('../portal/PortalDesignerPart.js').then((module) => module.default),
      'PortalDesignerPart',
      spinner,
    ),
  ],
  [
    'billRuleForm',
    loadOnUse(
      () => import('./bill-rule/BillRuleFormPart.js').then((module) => module.default),
      'BillRuleFormPart',
      spinner,
    ),
  ],
  [
    'nestedPage',
    loadOnUse(
      () => import('./nested-page/NestedPagePart.js').then((module) => module.default),
      'NestedPagePart',
      spinner,
    ),
  ],
  [
    'dataInterfacePreview',
    loadOnUse(
      () => import('./data-interface/PreviewPart.js').then((module) => module.default),
      'PreviewPart',
      spinner,
    ),
  ],
  [
    'printDesigner',
    loadOnUse(
      () => import('./print-dev/PrintDesignerPart.js').then((module) => module.default),
      'PrintDesignerPart',
      spinner,
    ),
  ],
  [
    'dataInterfaceLog',
    loadOnUse(
      () => import('./data-interface/LogPart.js').then((module) => module.default),
      'LogPart',
      spinner,
    ),
  ],
  [
    'dataInterfaceTables',
    loadOnUse(
      () => import('./data-interface/TablesPart.js').then((module) => module.default),
      'TablesPart',
      spinner,
    ),
  ],
  [
    'printPreview',
    loadOnUse(
      () => import('./print-dev/PrintPreviewPart.js').then((module) => module.default),
      'PrintPreviewPart',
      spinner,
    ),
  ],
]);
