/**
 * The time budgets of the e2e suite were sized on a two-core machine of the reference's speed;
 * scripts/e2e-run.mjs measures this machine and passes the factor a budget grows by here (E2E_TIME_SCALE,
 * never below 1). Every fixed budget (a test's timeout, a long wait for a state) goes through `scaled`, so a
 * slower or busier machine waits longer rather than failing: a wait still ends as soon as its state is there.
 */
export const TIME_SCALE = Math.max(1, Number(process.env.E2E_TIME_SCALE) || 1);

export function scaled(milliseconds: number): number {
  return Math.round(milliseconds * TIME_SCALE);
}
