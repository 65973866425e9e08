export { MockPanel } from './mock-panel';
