import {act, renderHook} from '@testing-library/react';
import {copyToClipboard, useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';

const TEXT = 'npm create rslib@latest\n  --template react-ts';

/** Sets what the page offers: the Clipboard API or none, and what the legacy copy command does. */
function givenBrowser({
  clipboard,
  execCommand,
  platform = 'Linux x86_64',
}: {
  clipboard?: {writeText: (text: string) => Promise<void>};
  execCommand?: (command: string) => boolean;
  platform?: string;
}) {
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
  Object.defineProperty(navigator, 'platform', {value: platform, configurable: true});
  Object.defineProperty(document, 'execCommand', {
    value: execCommand ?? (() => false),
    configurable: true,
  });
}

describe('copyToClipboard', () => {
  let prompt: jest.SpyInstance;
  beforeEach(() => {
    prompt = jest.spyOn(window, 'prompt').mockReturnValue(null);
  });
  afterEach(() => prompt.mockRestore());

  it('writes the exact text with the Clipboard API', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    givenBrowser({clipboard: {writeText}});
    await expect(copyToClipboard(TEXT)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(prompt).not.toHaveBeenCalled();
  });

  it('copies a selection of the exact text where the Clipboard API is missing or refuses', async () => {
    for (const clipboard of [undefined, {writeText: () => Promise.reject(new Error('denied'))}]) {
      const selected: string[] = [];
      givenBrowser({
        clipboard,
        execCommand: (command) => {
          const field = document.querySelector('textarea');
          selected.push(
            `${command}: ${field?.value.slice(field.selectionStart, field.selectionEnd)}`,
          );
          return true;
        },
      });
      await expect(copyToClipboard(TEXT)).resolves.toBe(true);
      expect(selected).toEqual([`copy: ${TEXT}`]);
      // The helper's field is gone again.
      expect(document.querySelector('textarea')).toBeNull();
    }
    expect(prompt).not.toHaveBeenCalled();
  });

  it.each([
    ['Linux x86_64', 'Copy to clipboard: Ctrl+C, Enter'],
    ['MacIntel', 'Copy to clipboard: ⌘+C, Enter'],
  ])(
    'on %s, prompts with the shortcut and the text when no copy works',
    async (platform, message) => {
      givenBrowser({platform});
      await expect(copyToClipboard(TEXT)).resolves.toBe(false);
      expect(prompt).toHaveBeenCalledWith(message, TEXT);
    },
  );
});

describe('useCopyToClipboard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the copied state for two seconds after a copy', async () => {
    givenBrowser({clipboard: {writeText: () => Promise.resolve()}});
    const {result} = renderHook(() => useCopyToClipboard());
    await act(async () => result.current.copy(TEXT));
    expect(result.current.isCopied).toBe(true);
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current.isCopied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.isCopied).toBe(false);
  });

  it('shows no copied state when only the prompt was left', async () => {
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue(TEXT);
    givenBrowser({});
    const {result} = renderHook(() => useCopyToClipboard());
    await act(async () => result.current.copy(TEXT));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current.isCopied).toBe(false);
    prompt.mockRestore();
  });
});
