// Intentionally empty until the designer issue (not filed yet) lands; see README.md.
export {};
