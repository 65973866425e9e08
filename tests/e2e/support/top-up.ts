import { expect, type Page } from '@playwright/test';

/** A number as the English page shows it (`3,750,000`, `€18.91`) as a number. */
export const numberOf = (text: string | null) => Number((text ?? '').replace(/[\s\u00a0\u202f€,]/g, ''));

/** The billing page's wallet, and its balance as a number once it shows. */
export function walletBalance(page: Page) {
  const wallet = page.getByRole('region', { name: 'Wallet' });
  const figure = wallet.getByTestId('wallet-balance');
  const balance = async () => {
    await expect(figure).toBeVisible();
    return numberOf(await figure.textContent());
  };
  return { wallet, balance };
}

/**
 * On the billing page, adds €50 of credit with the default card (one that asks for no 3-D Secure): the dialog
 * closes, the toast names the amount and the wallet's balance rises by it. The walk a scenario's answers must
 * not break.
 */
export async function addFiftyEurosOfCredit(page: Page): Promise<void> {
  const { wallet, balance } = walletBalance(page);
  const before = await balance();
  await wallet.getByRole('button', { name: 'Add credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add credit' });
  await dialog.getByRole('button', { name: '€50' }).click();
  await dialog.getByRole('button', { name: 'Pay €50' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('€50 added to your wallet')).toBeVisible();
  await expect.poll(balance).toBeCloseTo(before + 50, 2);
}
