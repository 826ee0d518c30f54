import { loadOnUse } from '@formwork/widgets';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/**
 * The form renderer, fetched when a page first opens a form: a list screen shows its rows without
 * downloading the form engine, its widgets, validation and calculation.
 */
export const FormOnUse = loadOnUse(
  () => import('../form/render/FormRenderer.js').then((module) => module.FormRenderer),
  'FormRenderer',
  <Spin style={{ display: 'block', margin: '40px auto' }} />,
);

/**
 * Whether the form renderer's code is here, fetching it once `wanted`: a dialog keeps its spinner
 * and its OK button disabled until the form it holds can be drawn and submitted.
 */
export function useFormCode(wanted: boolean): boolean {
  const [ready, setReady] = useState(FormOnUse.isLoaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    FormOnUse.preload().then(
      () => live && setReady(true),
      // Drawn anyway: the form's own boundary reports that its code could not be fetched.
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}
