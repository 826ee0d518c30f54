/** The namespace of the widgets' words in the package's own i18next instance. */
export const WIDGETS_NS = 'widgets';

/** The catalogues of what the designer calls each widget and its properties (read as LocalizedText, not by i18next). */
export const WIDGET_LABELS_NS = 'widgetLabels';
