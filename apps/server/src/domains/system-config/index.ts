// What other domains may use of this one; everything else here is its own.
export {
  passwordPolicyProblem,
  readSystemConfig,
  SYSTEM_DEFAULTS,
  type SystemKey,
  systemConfigOf,
  toSysConfigInfo,
  withSettings,
} from './system-config.js';
