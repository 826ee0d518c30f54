export { currentLanguage, type Language, languageOf, withLanguage } from './language.js';
export {
  designProblemMessage,
  fieldLabel,
  type MessageKey,
  type MessageParams,
  namedRuleProblem,
  problemMessage,
  registerCatalogues,
  registeredCatalogues,
  type ServerCatalogues,
  t,
  tIn,
} from './messages.js';
export { registerRequestLanguage } from './request-language.js';
