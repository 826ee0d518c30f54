import { DEFAULT_WIDGETS } from '../registry/registry.js';
import { rjsfWidget, rjsfWidgetsOf } from './bind-widget.js';

export { rjsfWidget, rjsfWidgetsOf };

/** The default widgets for @rjsf/core's `<Form widgets={RJSF_WIDGETS}>`, keyed by jnpfKey. */
export const RJSF_WIDGETS = rjsfWidgetsOf(DEFAULT_WIDGETS);
