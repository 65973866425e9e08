/**
 * Maintenance (spec section 2). `<MaintenanceGate>` polls the health (on load, every 60 s, paused while
 * hidden, again on focus) and renders the Swedish maintenance screen instead of its children while the
 * back office is not up. Mount it inside the router (its button navigates to /).
 */
// The screen itself is loaded lazily by the gate; import it from './maintenance-screen' only in tests.
export { MaintenanceGate } from './maintenance-gate';
