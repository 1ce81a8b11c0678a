import {
  nextColorChoice,
  bootstrapAppearance,
  bootstrapAppearanceScript,
  fromDocusaurusChoice,
  parseAppearance,
  revealRadius,
  toDocusaurusChoice,
} from '@site/src/features/appearance/appearanceUtils';

function fakeWindow(stored: Record<string, string>, prefersDark: boolean, {throwing = false} = {}) {
  const classes = new Set<string>();
  const store = {...stored};
  const storage = {
    getItem: (key: string) => {
      if (throwing) throw new Error('SecurityError');
      return key in store ? store[key]! : null;
    },
    setItem: (key: string, value: string) => {
      if (throwing) throw new Error('SecurityError');
      store[key] = value;
    },
    removeItem: (key: string) => {
      if (throwing) throw new Error('SecurityError');
      delete store[key];
    },
  };
  const root = {
    classList: {add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c)},
    style: {colorScheme: ''},
  };
  const win = {
    document: {documentElement: root},
    matchMedia: () => ({matches: prefersDark}),
    get localStorage() {
      return storage;
    },
  } as unknown as Window;
  return {win, store, classes, root};
}

const config = {storageKey: 'rspress-theme-appearance', docusaurusKey: 'theme-abc', darkMode: true};

describe('appearance values', () => {
  it('reads anything but light or dark as auto', () => {
    expect(parseAppearance('dark')).toBe('dark');
    expect(parseAppearance('light')).toBe('light');
    expect(parseAppearance('auto')).toBe('auto');
    expect(parseAppearance('purple')).toBe('auto');
    expect(parseAppearance(null)).toBe('auto');
  });

  it('maps auto to the system choice of Docusaurus and back', () => {
    expect(toDocusaurusChoice('auto')).toBeNull();
    expect(toDocusaurusChoice('dark')).toBe('dark');
    expect(fromDocusaurusChoice('system')).toBe('auto');
    expect(fromDocusaurusChoice(null)).toBe('auto');
    expect(fromDocusaurusChoice('light')).toBe('light');
  });

  it('grows the reveal to the farthest corner', () => {
    expect(revealRadius(0, 0, 300, 400)).toBe(500);
    expect(revealRadius(150, 200, 300, 400)).toBe(250);
  });
});

describe('bootstrapAppearance', () => {
  it('carries a stored dark choice over to Docusaurus and sets the dark class', () => {
    const {win, store, classes, root} = fakeWindow({'rspress-theme-appearance': 'dark'}, false);
    bootstrapAppearance(config, win);
    expect(store['theme-abc']).toBe('dark');
    expect(classes.has('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
  });

  it('lets auto follow the system', () => {
    const {win, store, classes} = fakeWindow(
      {'rspress-theme-appearance': 'auto', 'theme-abc': 'light'},
      true,
    );
    bootstrapAppearance(config, win);
    expect(store['theme-abc']).toBeUndefined();
    expect(classes.has('dark')).toBe(true);
  });

  it('forces light when dark mode is off', () => {
    const {win, store, classes} = fakeWindow(
      {'rspress-theme-appearance': 'dark', 'theme-abc': 'dark'},
      true,
    );
    bootstrapAppearance({...config, darkMode: false}, win);
    expect(store['theme-abc']).toBeUndefined();
    expect(classes.has('dark')).toBe(false);
  });

  it('falls back to the system when storage throws', () => {
    const {win, classes} = fakeWindow({}, true, {throwing: true});
    expect(() => bootstrapAppearance(config, win)).not.toThrow();
    expect(classes.has('dark')).toBe(true);
  });

  it('serializes into a script that runs on its own', () => {
    const {win, classes} = fakeWindow({'rspress-theme-appearance': 'dark'}, false);
    new Function('window', bootstrapAppearanceScript(config))(win);
    expect(classes.has('dark')).toBe(true);
  });
});

describe('nextColorChoice', () => {
  const shown = (choice: 'light' | 'dark' | null, system: 'light' | 'dark') => choice ?? system;

  it.each(['light', 'dark'] as const)(
    'changes what is shown on every click on a %s system, through all three choices',
    (system) => {
      for (const start of [null, 'light', 'dark'] as const) {
        let current: 'light' | 'dark' | null = start;
        let previous: 'light' | 'dark' | null | undefined;
        const visited = new Set<string>([String(current)]);
        for (let click = 0; click < 8; click += 1) {
          const next = nextColorChoice(current, system, previous);
          expect([start, click, shown(next, system)]).not.toEqual([
            start,
            click,
            shown(current, system),
          ]);
          previous = current;
          current = next;
          visited.add(String(current));
        }
        expect([...visited].sort()).toEqual(['dark', 'light', 'null']);
      }
    },
  );

  it('goes from the system to the opposite mode, then round by the explicit one', () => {
    expect(nextColorChoice(null, 'light', undefined)).toBe('dark');
    expect(nextColorChoice('dark', 'light', null)).toBe('light');
    expect(nextColorChoice('light', 'light', 'dark')).toBe('dark');
    expect(nextColorChoice('dark', 'light', 'light')).toBeNull();
    expect(nextColorChoice(null, 'dark', undefined)).toBe('light');
    expect(nextColorChoice('light', 'dark', undefined)).toBeNull();
  });
});
