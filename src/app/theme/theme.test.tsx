import { Button } from '@chakra-ui/react';
import * as chakraTheme from '@chakra-ui/react/theme';
import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';
import { AuthLoading } from '@/features/auth/auth-page';
import { SignInView } from '@/features/auth/sign-in-view';
import { GenericErrorScreen, PageErrorState } from '@/ui/errors';
import { MaintenanceScreen } from '@/features/maintenance/maintenance-screen';
import { renderWithProviders } from '@/test/render';

import { appRecipes, appSlotRecipes } from './app-recipes';
import { appSystem } from './app-theme';
import * as firstScreenTheme from './first-screen-theme';
import { fullDefaultTheme } from './full-theme';
import { firstScreenRecipes } from './recipes';
import { currentSystem, firstScreenSystem, switchSystem } from './system';

const pick = (from: object, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, (from as Record<string, unknown>)[key]]));

afterEach(() => switchSystem(appSystem)); // as src/test/setup.ts leaves it

describe('the console’s Chakra systems', () => {
  it('assemble exactly Chakra’s default theme from its modules (default-theme.ts, full-theme.ts)', () => {
    const { theme, globalCss, cssVarsPrefix, cssVarsRoot } = fullDefaultTheme;
    expect({ ...theme, globalCss, cssVarsPrefix, cssVarsRoot }).toEqual(
      pick(chakraTheme, [...Object.keys(theme), 'globalCss', 'cssVarsPrefix', 'cssVarsRoot']),
    );
  });

  it('give the first screen Chakra’s own values (first-screen-theme.ts)', () => {
    const { colors } = chakraTheme.tokens;
    const semantic = chakraTheme.semanticTokens.colors as Record<string, object>;
    const {
      firstScreenColors,
      firstScreenSemanticColors,
      firstScreenShadows,
      firstScreenKeyframes,
      firstScreenLayerStyles,
    } = firstScreenTheme;
    expect(firstScreenColors).toEqual(pick(colors, Object.keys(firstScreenColors)));
    for (const [group, tokens] of Object.entries(firstScreenSemanticColors)) {
      expect(tokens, group).toEqual(pick(semantic[group] ?? {}, Object.keys(tokens)));
    }
    expect(firstScreenShadows).toEqual(
      pick(chakraTheme.semanticTokens.shadows, Object.keys(firstScreenShadows)),
    );
    expect(firstScreenKeyframes).toEqual(pick(chakraTheme.keyframes, Object.keys(firstScreenKeyframes)));
    expect(firstScreenLayerStyles).toEqual(
      pick(chakraTheme.layerStyles, Object.keys(firstScreenLayerStyles)),
    );
  });

  it('give the first screen’s CSS variables the values the whole theme gives them', () => {
    // Catches a kept token that refers to one left out (its value would not resolve).
    const leaves = (node: unknown, path = ''): [string, unknown][] =>
      typeof node === 'object' && node !== null
        ? Object.entries(node).flatMap(([key, value]) => leaves(value, `${path} ${key}`))
        : [[path, node]];
    const full = new Map(leaves(appSystem.getTokenCss()));
    const lean = leaves(firstScreenSystem().getTokenCss());
    expect(lean.length).toBeGreaterThan(100);
    for (const [path, value] of lean) expect(full.get(path), path).toBe(value);
  });

  it('register Chakra’s own recipes under Chakra’s keys', () => {
    for (const [key, recipe] of Object.entries({ ...firstScreenRecipes, ...appRecipes })) {
      expect(recipe, key).toBe(chakraTheme.recipes[key as keyof typeof chakraTheme.recipes]);
    }
    for (const [key, recipe] of Object.entries(appSlotRecipes)) {
      expect(recipe, key).toBe(chakraTheme.slotRecipes[key as keyof typeof chakraTheme.slotRecipes]);
    }
    for (const key of Object.keys(firstScreenRecipes))
      expect(firstScreenSystem().isRecipe(key), key).toBe(true);
    for (const key of Object.keys({ ...firstScreenRecipes, ...appRecipes })) {
      expect(appSystem.isRecipe(key), key).toBe(true);
    }
    for (const key of Object.keys(appSlotRecipes)) expect(appSystem.isSlotRecipe(key), key).toBe(true);
  });

  // Emotion names a class after the styles it holds: a token, keyframe, layer style or recipe the first
  // screen's system lacks would change the styles, and so the markup.
  it.each<[string, () => ReactElement]>([
    ['the sign-in view', () => <SignInView />],
    ['the loading state', () => <AuthLoading />],
    ['a loading button', () => <Button loading>Sign In</Button>],
    ['the generic error screen', () => <GenericErrorScreen />],
    ['the page error state', () => <PageErrorState error={new Error('boom')} onRetry={() => {}} />],
    [
      'the page error state, signed out',
      () => (
        <PageErrorState
          error={new ApiError({ status: 401, code: 'AUTH_REQUIRED', kind: 'http', message: 'x' })}
          onRetry={() => {}}
        />
      ),
    ],
    ['the maintenance screen', () => <MaintenanceScreen onBackToStart={() => {}} checking />],
  ])('render %s the same with the first screen’s system as with the whole theme', (_name, ui) => {
    const markupWith = (system: typeof appSystem) => {
      act(() => switchSystem(system));
      const { container } = renderWithProviders(ui());
      const html = container.innerHTML.replace(/_r_\w+_/g, 'useId'); // React's ids count renders
      cleanup();
      return html;
    };
    expect(markupWith(firstScreenSystem())).toBe(markupWith(appSystem));
  });

  it('switch the provider from one system to the other', () => {
    act(() => switchSystem(firstScreenSystem()));
    expect(currentSystem()).toBe(firstScreenSystem());
    renderWithProviders(<AuthLoading />);
    act(() => switchSystem(appSystem));
    expect(currentSystem()).toBe(appSystem);
  });
});
