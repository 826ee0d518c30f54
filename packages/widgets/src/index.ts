// Intentionally empty until the widget-package issue (#5) and the simple widgets of the generated-forms issue (#4) lands; see README.md.
export {};
