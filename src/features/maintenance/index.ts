// The screen itself is loaded lazily by the gate; import it from './maintenance-screen' only in tests.
export { MaintenanceGate } from './maintenance-gate';
export { isMaintenance, useHealth, type Health } from './use-health';
