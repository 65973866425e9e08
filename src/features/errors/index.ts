export { GenericErrorScreen } from './generic-error-screen';
export { isAuthRequired } from './error-facts';
export { PageErrorState } from './page-error-state';
export { RouteErrorState } from './route-error-state';
