/**
 * The card issuer's 3-D Secure challenge as Stripe's test mode shows it while `confirmCardSetup` runs: a modal
 * dialog over the page (Stripe's "3D Secure 2 Test Page") with "Complete authentication" and "Fail
 * authentication". Like Stripe's own, its texts are the provider's (English) and it looks the same in light
 * and dark mode. Keyboard: focus starts on "Complete authentication", Tab stays inside, Escape fails it (as
 * closing Stripe's modal does); focus returns where it was.
 */

export type ChallengeOutcome = 'approved' | 'failed';

/** The card being saved, or `payment` for a payment with a card the platform already holds. */
export type ChallengeCard = { brand: string; last4: string } | 'payment';

const TITLE = '3D Secure 2 Test Page';

/** Where the dialog goes: inside an open modal dialog of the page (which traps focus), else the body. */
function mountPoint(from: Element | null): HTMLElement {
  return from?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? document.body;
}

function brandName(brand: string): string {
  return brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1);
}

function button(text: string, primary: boolean): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  Object.assign(element.style, {
    font: 'inherit',
    fontSize: '14px',
    fontWeight: '600',
    padding: '10px 16px',
    borderRadius: '6px',
    cursor: 'pointer',
    border: primary ? '1px solid #0a2540' : '1px solid #c1c9d2',
    background: primary ? '#0a2540' : '#ffffff',
    color: primary ? '#ffffff' : '#0a2540',
    minHeight: '44px',
  });
  return element;
}

export function runAuthenticationChallenge(card: ChallengeCard): Promise<ChallengeOutcome> {
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const overlay = document.createElement('div');
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '16px',
    background: 'rgba(10, 37, 64, 0.55)',
    pointerEvents: 'auto',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });

  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.dataset.testid = 'stand-in-3ds-challenge';
  const titleId = `stand-in-3ds-title-${Math.random().toString(36).slice(2)}`;
  const textId = `${titleId}-text`;
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.setAttribute('aria-describedby', textId);
  Object.assign(dialog.style, {
    width: '100%',
    maxWidth: '400px',
    background: '#ffffff',
    color: '#0a2540',
    borderRadius: '8px',
    boxShadow: '0 12px 40px rgba(0, 0, 0, 0.35)',
    padding: '24px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
  });

  const title = document.createElement('h2');
  title.id = titleId;
  title.textContent = TITLE;
  Object.assign(title.style, { margin: '0', fontSize: '18px', fontWeight: '600' });

  const text = document.createElement('p');
  text.id = textId;
  text.textContent =
    (card === 'payment'
      ? 'Your bank asks you to confirm this payment with your saved card. '
      : `Your bank asks you to confirm that you are adding your ${brandName(card.brand)} card ending in ${card.last4}. `) +
    'This is a test page: complete or fail the authentication to see what happens.';
  Object.assign(text.style, { margin: '0', fontSize: '14px', lineHeight: '1.5', color: '#425466' });

  const actions = document.createElement('div');
  Object.assign(actions.style, { display: 'flex', flexDirection: 'column', gap: '8px' });
  const complete = button('Complete authentication', true);
  const fail = button('Fail authentication', false);
  actions.append(complete, fail);
  dialog.append(title, text, actions);
  overlay.append(dialog);

  return new Promise<ChallengeOutcome>((resolve) => {
    // Window, capture phase: ahead of the page's own dialog (billing's), whose Escape and Tab handlers
    // listen on the document; while the challenge is open, keys are its own.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'Tab') return;
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape') finish('failed');
      else (document.activeElement === complete ? fail : complete).focus();
    };
    const finish = (outcome: ChallengeOutcome) => {
      window.removeEventListener('keydown', onKey, true);
      overlay.remove();
      if (returnTo?.isConnected) returnTo.focus();
      resolve(outcome);
    };
    complete.addEventListener('click', () => finish('approved'));
    fail.addEventListener('click', () => finish('failed'));
    window.addEventListener('keydown', onKey, true);
    mountPoint(returnTo).append(overlay);
    complete.focus();
  });
}
