/** How the id of a menu entry a design published begins; the design's id follows. */
const DESIGN_MENU = 'menu-visualdev-';

/**
 * One design publishes at most one menu entry, found again by this id on every re-release. Kept
 * with the menu tables rather than with publishing, since grants, data scopes and menu
 * administration all find a design's entry by it.
 */
export const menuIdOf = (visualdevId: string) => `${DESIGN_MENU}${visualdevId}`;

/** The design a menu entry was published from, undefined for an entry no design published. */
export const designOfMenu = (menuId: string): string | undefined =>
  menuId.startsWith(DESIGN_MENU) ? menuId.slice(DESIGN_MENU.length) : undefined;

/**
 * The code of the design menu entry (表单设计): who may open it may design forms, and so may also
 * read the data interfaces and references a design offers.
 */
export const WEB_DESIGN_MODULE = 'onlineDev.webDesign';
