export { setProgressColour, startProgress } from './progress.js';
export { useNavigationProgress } from './useNavigationProgress.js';
