/** Billing's facts other features read: whether a balance is below the user's low-balance threshold. */
export { isBelowThreshold } from './runway';
