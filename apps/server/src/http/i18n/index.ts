export { currentLanguage, type Language, languageOf, withLanguage } from './language.js';
export {
  designProblemMessage,
  type MessageKey,
  type MessageParams,
  namedRuleProblem,
  problemMessage,
  t,
  tIn,
} from './messages.js';
export { registerRequestLanguage } from './request-language.js';
