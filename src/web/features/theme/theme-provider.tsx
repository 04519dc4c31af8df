import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  applyTheme,
  getSystemTheme,
  isTheme,
  readSavedTheme,
  saveTheme,
  systemThemeQuery,
  THEME_STORAGE_KEY,
  type Theme,
} from '@/web/features/theme/theme-storage';

type ThemeContextValue = {
  theme: Theme;
  /** True once the reader picked a theme; the system preference is then ignored. */
  isSaved: boolean;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [savedTheme, setSavedTheme] = useState<Theme | null>(readSavedTheme);
  const [systemTheme, setSystemTheme] = useState<Theme>(getSystemTheme);
  // A saved choice always wins; the system preference counts only while nothing is saved.
  const theme = savedTheme ?? systemTheme;

  useEffect(() => {
    const query = systemThemeQuery();
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) =>
      setSystemTheme(event.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the theme: follow it, so all open tabs agree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      setSavedTheme(isTheme(event.newValue) ? event.newValue : null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // theme-init.js already painted the right theme, so the first application must not animate.
  const isFirstApply = useRef(true);
  useLayoutEffect(() => {
    applyTheme(theme, { animate: !isFirstApply.current });
    isFirstApply.current = false;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    saveTheme(next);
    setSavedTheme(next);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(theme === 'dark' ? 'light' : 'dark');
  }, [setTheme, theme]);

  const value = useMemo(
    () => ({ theme, isSaved: savedTheme !== null, setTheme, toggleTheme }),
    [theme, savedTheme, setTheme, toggleTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}
