export {
  ApproverSelect,
  type ApproverSelectProps,
  type ApproverUser,
  approverRequiredMessage,
  DEFAULT_APPROVER_TITLE,
} from './ApproverSelect.js';
