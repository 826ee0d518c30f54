import type { ContainerKey } from '@formwork/schema';
import { CardContainer } from '../card/CardContainer.js';
import { CollapseContainer } from '../collapse/CollapseContainer.js';
import { RowContainer } from '../row/RowContainer.js';
import { TabsContainer } from '../tab/TabsContainer.js';
import { TableGridContainer } from '../table-grid/TableGridContainer.js';
import type { WidgetComponent } from './types.js';

/**
 * The layout containers by jnpfKey. A tab pane and a collapse panel lay out their content as a
 * row; table-grid rows and cells are drawn by their grid, so they have no component of their own.
 */
export const CONTAINER_COMPONENTS: Readonly<Partial<Record<ContainerKey, WidgetComponent>>> = Object.freeze({
  row: RowContainer,
  card: CardContainer,
  tab: TabsContainer,
  tabItem: RowContainer,
  collapse: CollapseContainer,
  collapseItem: RowContainer,
  tableGrid: TableGridContainer,
});

/** Container parts drawn by the container holding them. */
export const DRAWN_BY_PARENT: ReadonlySet<ContainerKey> = new Set(['tableGridTr', 'tableGridTd']);
