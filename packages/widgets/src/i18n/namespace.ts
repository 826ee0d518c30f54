/** The namespace of the widgets' words in the package's own i18next instance. */
export const WIDGETS_NS = 'widgets';
