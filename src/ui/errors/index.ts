/**
 * Error screens. `GenericErrorScreen` is the router root's `errorComponent` ('Something went wrong',
 * Refresh Page). `RouteErrorState` is a page route's `errorComponent` (or the router's
 * `defaultErrorComponent`): the page's own error state whose Retry re-runs the route. Inside a page,
 * `<PageErrorState error onRetry />` replaces a failed panel.
 */
export { GenericErrorScreen } from './generic-error-screen';
export { isAuthRequired } from './error-facts';
export { PageErrorState } from './page-error-state';
export { RouteErrorState } from './route-error-state';
