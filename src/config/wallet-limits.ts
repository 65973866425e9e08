// Wallet top-up and automatic recharge limits (spec section 9); only the billing pages use them.

/** A top-up or automatic recharge, in euros VAT included: the contract's bounds (CreateTopUpRequest). */
export const TOP_UP_MIN = 5;
export const TOP_UP_MAX = 1_000;
/** The amounts the top-up dialog offers first. */
export const TOP_UP_PRESETS = [10, 25, 50, 100] as const;
/** The automatic recharge's threshold bounds (AutoRecharge), as the low-balance warning's. */
export const AUTO_RECHARGE_THRESHOLD_MAX = 100_000;
