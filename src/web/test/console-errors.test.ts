import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allowConsoleError,
  assertNoUnexpectedConsoleErrors,
  watchConsoleErrors,
} from './console-errors';

describe('console.error in web tests', () => {
  let realError: typeof console.error;
  beforeEach(() => {
    // Step out of the setup's watch, and watch a silent console so these tests print nothing.
    assertNoUnexpectedConsoleErrors();
    realError = console.error;
    console.error = () => {};
    watchConsoleErrors();
  });
  afterEach(() => {
    assertNoUnexpectedConsoleErrors();
    console.error = realError;
    watchConsoleErrors();
  });

  it('fails the test that wrote an unexpected error', () => {
    console.error('Warning: An update to %s inside a test was not wrapped in act(...)', 'Menu');
    expect(() => assertNoUnexpectedConsoleErrors()).toThrow(
      /console\.error was called 1 time\(s\)[\s\S]*not wrapped in act/,
    );
  });

  it('lets a test allow the error it expects', () => {
    allowConsoleError(/The above error occurred/);
    console.error(new Error('The above error occurred in <Broken>'));
    expect(() => assertNoUnexpectedConsoleErrors()).not.toThrow();
  });

  it('still fails on errors other than the allowed one', () => {
    allowConsoleError(/The above error occurred/);
    console.error('Each child in a list should have a unique "key" prop.');
    expect(() => assertNoUnexpectedConsoleErrors()).toThrow(/unique "key" prop/);
  });
});
