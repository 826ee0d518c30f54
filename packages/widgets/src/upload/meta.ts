import type { JnpfKey } from '@formwork/schema';
import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';
import type { LocalizedText } from '../meta/types.js';
import { uploadLabels } from './messages.js';

const label = labelsOf(uploadLabels);

/** A property of the designer's panel, as `prop` builds it. */
type Property = Record<string, unknown>;

/** Files and images share their limits: size in a unit (5 MB by default), count, accepted types. */
function uploadMeta(
  jnpfKey: JnpfKey,
  title: LocalizedText,
  icon: string,
  own: { props: Record<string, unknown>; properties: Record<string, Property> },
) {
  return defineMeta({
    jnpfKey,
    group: 'basic',
    title,
    icon,
    props: { fileSize: 5, sizeUnit: 'MB', limit: 9, ...own.props },
    properties: {
      fileSize: prop.number(label('fileSize'), { minimum: 0, default: 5 }),
      sizeUnit: prop.choice(label('sizeUnit'), ['KB', 'MB', 'GB'], { default: 'MB' }),
      limit: prop.integer(label('maximumFiles'), { minimum: 0, default: 9 }),
      ...own.properties,
      tipText: prop.text(label('hint')),
      ...COMMON_FIELD_PROPS,
    },
  });
}

export const uploadFileMeta = uploadMeta('uploadFile', label('fileUpload'), 'upload', {
  props: { accept: '' },
  properties: {
    accept: prop.text(label('acceptedFileTypes')),
    buttonText: prop.text(LABELS.buttonText),
    // A contract form marks its files sealed once stamped; they can then no longer be deleted.
    sealed: prop.flag(label('cannotBeDeletedOnceStamped'), {
      default: false,
    }),
  },
});
export const uploadImgMeta = uploadMeta('uploadImg', label('imageUpload'), 'image', {
  props: {},
  properties: {},
});
