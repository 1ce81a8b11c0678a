import {act, fireEvent, render, screen} from '@testing-library/react';
import ToolsSwitcher from '@site/src/features/toolsSwitcher/ToolsSwitcher';

type ContextHolder = {__docusaurusContext?: unknown};

function renderSwitcher() {
  render(
    <>
      <ToolsSwitcher />
      <button type="button">elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole('button', {name: 'Rstack tools'});
  const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
  return {trigger, panel, root: trigger.parentElement!};
}

describe('ToolsSwitcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as ContextHolder).__docusaurusContext;
  });

  it('starts closed, with the trigger announcing a dialog', () => {
    const {trigger, panel} = renderSwitcher();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(panel).not.toBeVisible();
  });

  it('opens on hover at once and closes 0.1 s after the pointer leaves', () => {
    const {trigger, panel, root} = renderSwitcher();
    fireEvent.pointerEnter(root);
    expect(panel).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root);
    act(() => jest.advanceTimersByTime(99));
    expect(panel).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(panel).not.toBeVisible();
  });

  it('stays open when the pointer comes back within 0.1 s', () => {
    const {panel, root} = renderSwitcher();
    fireEvent.pointerEnter(root);
    fireEvent.pointerLeave(root);
    act(() => jest.advanceTimersByTime(50));
    fireEvent.pointerEnter(root);
    act(() => jest.advanceTimersByTime(500));
    expect(panel).toBeVisible();
  });

  it('opens on click, focus and context menu', () => {
    for (const open of [fireEvent.click, fireEvent.focus, fireEvent.contextMenu]) {
      const {panel, trigger} = renderSwitcher();
      open(trigger);
      expect(panel).toBeVisible();
      document.body.innerHTML = '';
    }
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    const {trigger, panel} = renderSwitcher();
    fireEvent.click(trigger);
    const firstLink = screen.getAllByRole('link')[0]!;
    firstLink.focus();
    fireEvent.keyDown(firstLink, {key: 'Escape'});
    expect(panel).not.toBeVisible();
    expect(trigger).toHaveFocus();
  });

  it('closes on a press outside and when focus leaves it', () => {
    const {trigger, panel} = renderSwitcher();
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(panel).not.toBeVisible();
    fireEvent.focus(trigger);
    expect(panel).toBeVisible();
    fireEvent.blur(trigger, {relatedTarget: screen.getByRole('button', {name: 'elsewhere'})});
    expect(panel).not.toBeVisible();
  });

  it('links the organisation and six tools, each in a new tab without opener', () => {
    const {trigger} = renderSwitcher();
    fireEvent.click(trigger);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Rstack',
      'RspackRust-based web bundler',
      'RsbuildOut-of-the-box build tool',
      'RspressStatic site generator',
      'RslibLibrary development tool',
      'RsdoctorBuild analyzer',
      'Awesome RspackRspack awesome things list',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('describes the tools in Chinese on the zh site', () => {
    (globalThis as ContextHolder).__docusaurusContext = {
      siteConfig: {baseUrl: '/zh/'},
      i18n: {currentLocale: 'zh', defaultLocale: 'en', locales: ['en', 'zh']},
    };
    const {trigger} = renderSwitcher();
    fireEvent.click(trigger);
    expect(
      screen.getByRole('link', {name: /Rspack 基于 Rust 的打包工具|Rspack基于 Rust 的打包工具/}),
    ).toBeInTheDocument();
  });
});
