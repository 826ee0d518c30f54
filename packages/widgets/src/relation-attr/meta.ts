import type { JnpfKey } from '@formwork/schema';
import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { LABELS, prop } from '../meta/props-schema.js';
import type { LocalizedText } from '../meta/types.js';
import { relationAttrLabels } from './messages.js';

const label = labelsOf(relationAttrLabels);

/**
 * One column of the record chosen in a relation field (relationForm or popupSelect). Stored
 * under its own vModel only when `isStorage` says so; otherwise it only shows.
 */
function relationAttrMeta(jnpfKey: JnpfKey, title: LocalizedText, icon: string) {
  return defineMeta({
    jnpfKey,
    group: 'advanced',
    title,
    icon,
    inSubTable: true,
    props: { relationField: '', showField: '', isStorage: 0 },
    properties: {
      relationField: prop.text(label('relatedField')),
      showField: prop.text(LABELS.showField),
      isStorage: prop.choice(
        label('storage'),
        [
          [0, label('displayOnly')],
          [1, label('stored')],
        ],
        { default: 0 },
      ),
    },
  });
}

export const relationFormAttrMeta = relationAttrMeta('relationFormAttr', label('relatedFormField'), 'nav');
export const popupAttrMeta = relationAttrMeta('popupAttr', label('popupField'), 'nav');
