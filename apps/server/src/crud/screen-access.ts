/** The config of a route of a screen: its menu entry to read, one of its buttons to change. */
export const accessTo = (module: string) => (button?: string) => ({
  access: { module, ...(button && { button }) },
});
