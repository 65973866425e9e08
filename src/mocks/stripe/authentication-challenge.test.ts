import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { runAuthenticationChallenge } from './authentication-challenge';

const CARD = { brand: 'visa', last4: '3155' };

/** A button of the page that had focus when the challenge opened. */
function pageButton() {
  const button = document.createElement('button');
  button.textContent = 'Add card';
  document.body.append(button);
  button.focus();
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("the stand-in's 3-D Secure challenge", () => {
  it('is a named modal dialog that starts on "Complete authentication" and approves with Enter', async () => {
    const user = userEvent.setup();
    const opener = pageButton();
    const outcome = runAuthenticationChallenge(CARD);
    const dialog = screen.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Visa card ending in 3155/);
    expect(within(dialog).getByRole('button', { name: 'Complete authentication' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(outcome).resolves.toBe('approved');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('for a payment with a saved card, asks to confirm the payment instead of naming a card', async () => {
    const user = userEvent.setup();
    pageButton();
    const outcome = runAuthenticationChallenge('payment');
    const dialog = screen.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    expect(dialog).toHaveAccessibleDescription(/confirm this payment with your saved card/);
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    await expect(outcome).resolves.toBe('failed');
  });

  it('keeps Tab inside the dialog and fails with "Fail authentication"', async () => {
    const user = userEvent.setup();
    const opener = pageButton();
    const outcome = runAuthenticationChallenge(CARD);
    const fail = screen.getByRole('button', { name: 'Fail authentication' });
    await user.tab();
    expect(fail).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Complete authentication' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(fail).toHaveFocus();
    await user.keyboard(' ');
    await expect(outcome).resolves.toBe('failed');
    expect(opener).toHaveFocus();
  });

  it('fails when closed with Escape, and the Escape never reaches the page', async () => {
    const user = userEvent.setup();
    pageButton();
    let pageSawEscape = false;
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') pageSawEscape = true;
    });
    const outcome = runAuthenticationChallenge(CARD);
    await user.keyboard('{Escape}');
    await expect(outcome).resolves.toBe('failed');
    expect(pageSawEscape).toBe(false);
  });

  it('opens inside the modal dialog that had focus, so that dialog keeps focus within itself', () => {
    const host = document.createElement('div');
    host.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    host.append(button);
    document.body.append(host);
    button.focus();
    void runAuthenticationChallenge(CARD);
    expect(within(host).getByRole('dialog', { name: '3D Secure 2 Test Page' })).toBeInTheDocument();
  });
});
