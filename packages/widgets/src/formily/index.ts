import { DEFAULT_WIDGETS } from '../registry/registry.js';
import { bindWidget, formilyWidgetsOf } from './bind-widget.js';

export { bindWidget, formilyWidgetsOf };

/** The default widgets bound for Formily, keyed by jnpfKey. */
export const FORMILY_WIDGETS = formilyWidgetsOf(DEFAULT_WIDGETS);
