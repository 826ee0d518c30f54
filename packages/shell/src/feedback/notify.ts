import { message } from 'antd';

/** How long an error toast stays, in seconds. */
const ERROR_SECONDS = 1.5;

/** The one place that shows an error toast, so every caller gets the same duration. */
export function showError(text: string): void {
  void message.error(text, ERROR_SECONDS);
}
