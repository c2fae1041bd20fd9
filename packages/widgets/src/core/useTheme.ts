import { useEffect, useSyncExternalStore } from "react";
import { subscribeToPageTheme, themeOf, type Theme, type ThemeSetting } from "./theme";

// Apart from core/theme.ts, which the configuration resolver (and so the loader) imports: the
// loader carries no React.
const noSubscription = () => () => {};

/**
 * The theme a widget shows for its setting (undefined while server rendering `auto`), live under `auto`, and mirrored as `data-mw-theme` on
 * the host element (its shadow styles' `:host([data-mw-theme="dark"])` and the page's CSS read it).
 */
export function useTheme(setting: ThemeSetting, host: Element | undefined): Theme | undefined {
  const theme = useSyncExternalStore(
    setting === "auto" ? subscribeToPageTheme : noSubscription,
    () => themeOf(setting),
    // Server rendering: `auto` is left to the stylesheet's media query until the script resolves it.
    () => (setting === "auto" ? undefined : setting),
  );
  useEffect(() => {
    if (theme) host?.setAttribute("data-mw-theme", theme);
  }, [host, theme]);
  return theme;
}
