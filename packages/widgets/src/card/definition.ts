import { defineWidget } from '../registry/widget-definition.js';
import { CardContainer } from './CardContainer.js';
import { cardMeta } from './meta.js';

export const cardDefinition = defineWidget({
  jnpfKey: 'card',
  meta: cardMeta,
  container: CardContainer,
  holdsFields: true,
});
