// Intentionally empty until the generated-forms issue (#4) lands; see README.md.
export {};
