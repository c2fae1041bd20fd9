import {
  createContext,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import type { KyInstance } from "ky";
import type { TFunction } from "i18next";
import { useFirstTouch } from "./attribution";
import { useElementShadowRoot } from "./shadowRoot";
import { usePrerendered } from "./prerendered";
import { baseCss } from "./tokens";
import { detectLanguage, matchLanguage, type Language } from "./language";
import { readPageConfig, resolveConfig, resolveTheme, type WidgetConfig } from "./config";
import { useTheme } from "./useTheme";
import { createHttp } from "./http";
import { getI18n, useTranslator, type Catalogs } from "./i18n";
import { overridesFor, parseOverridesAttribute, withOverrides } from "./strings";
import { useWidgetsContext } from "./WidgetsProvider";
import { configLayer, type WidgetDeclaration } from "./declaration";

/** What every part of a widget reads: resolved once per element instance (or React root). */
export interface WidgetContextValue {
  /** Props and attributes, then the provider, then the page's JSON block, then the defaults. */
  config: WidgetConfig;
  /** The library's one HTTP client, bound to the provider's fetch when there is one. */
  http: KyInstance;
  lang: Language;
  /** The widget's catalogues in `lang`. */
  t: TFunction;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The widget's context. Call inside a WidgetRoot. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error("[marketing-widgets] useWidget() is called outside a WidgetRoot.");
  return value;
}

/** What a widget brings to its root, from its declaration (core/declaration.ts). */
export interface WidgetRootProps {
  /** Its element's tag, which names its overrides in the `strings` configuration. */
  tag: string;
  /** Its root's class (`mw-<rootClass>`); the tag by default. */
  rootClass?: string;
  /** The i18n namespace of the widget's catalogues; the tag by default. */
  namespace?: string;
  catalogs: Catalogs;
  /** The widget's own CSS, rendered next to the base styles (inside the shadow root for elements). */
  styles: string;
  /** The widget's `lang` prop or attribute, if any. */
  lang?: string;
  /** The widget's `theme` prop or attribute, if any: light, dark or auto. */
  theme?: string;
  /** The widget's configuration props and attributes (undefined ones fall through). */
  config?: Partial<WidgetConfig>;
  /** The element's own `strings` attribute: JSON of catalogue key → text (core/strings.ts). */
  strings?: string;
  children: ReactNode;
}

const sheets = new Map<string, CSSStyleSheet>();

/** The page's client (no provider fetch), and one per fetch a provider gives. */
let pageHttp: KyInstance | undefined;
const httpByFetch = new WeakMap<typeof globalThis.fetch, KyInstance>();

/**
 * One HTTP client per fetch: every widget of a page shares the page's, and with it the sheets it
 * read (blog/sheetStore.ts); a provider's own fetch (a test's, each Storybook story's) is another
 * source of data, with sheets of its own.
 */
function httpFor(fetch: typeof globalThis.fetch | undefined): KyInstance {
  if (!fetch) return (pageHttp ??= createHttp());
  let http = httpByFetch.get(fetch);
  if (!http) httpByFetch.set(fetch, (http = createHttp({ fetch })));
  return http;
}

/** A widget's CSS: the base styles, then its own. */
const widgetCss = (styles: string) => baseCss + styles;

/**
 * The one constructed stylesheet of a CSS text, parsed on first use; undefined without
 * constructable stylesheets.
 */
function sheetOf(css: string): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet !== "function") return undefined;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Parses a widget's stylesheet ahead of its first render (an embed loader warm step). */
export function prepareStyles(styles: string): void {
  sheetOf(widgetCss(styles));
}

/**
 * Adopts the CSS into the element's shadow root, when there is one and the
 * browser has constructable stylesheets. Adopted sheets are CSSOM, outside CSP's style-src, so the
 * embed needs no 'unsafe-inline'; one sheet object is shared by every instance of a widget.
 */
function adoptInto(root: ShadowRoot | null, css: string): boolean {
  const sheet = root && "adoptedStyleSheets" in root ? sheetOf(css) : undefined;
  if (!root || !sheet) return false;
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}

/** Every widget renders inside this: its context, its styles, its root class. */
export function WidgetRoot(props: WidgetRootProps) {
  const {
    tag,
    rootClass = tag,
    lang,
    theme,
    strings,
    config,
    namespace = tag,
    catalogs,
    styles,
    children,
  } = props;
  const provider = useWidgetsContext();
  // Any widget's page may be the session's landing page (a campaign's link to a blog post).
  useFirstTouch();
  // Language: own `lang`, then the provider's, then the spec's detection.
  const explicit = matchLanguage(lang) ?? provider.lang;
  const language = useMemo(() => explicit ?? detectLanguage(), [explicit]);
  const key = JSON.stringify(config ?? {});
  const resolved = useMemo(
    () => resolveConfig(provider.config, config),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the serialized props
    [provider.config, key],
  );
  // ky itself is imported on the first request (core/http.ts).
  const http = httpFor(provider.fetch);
  // The language shown: `language` once its catalogue is in (see useTranslator).
  const [shown, catalogueT] = useTranslator(language, namespace, catalogs);
  // Their words: the page's and the provider's `strings` for this tag, then the element's own.
  const overrides = overridesFor(
    shown,
    tag,
    [readPageConfig().strings, provider.config?.strings],
    parseOverridesAttribute(tag, strings),
  );
  const overridesKey = JSON.stringify(overrides ?? null);
  const t = useMemo(
    () => withOverrides(getI18n(), catalogueT, shown, namespace, tag, catalogs[shown], overrides),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the serialized overrides
    [catalogueT, shown, namespace, tag, catalogs, overridesKey],
  );
  const value = useMemo(
    () => ({ config: resolved, http, lang: shown, t }),
    [resolved, http, shown, t],
  );
  const css = widgetCss(styles);
  // Decided once per instance; the React API (light DOM) renders a <style>. An element taking a
  // server-rendered root over keeps the server's <style> (the same CSS, hydrated): changing a
  // shadow root's stylesheets restyles its whole tree, a long task on a long article.
  const root = useElementShadowRoot();
  const { takingOver } = usePrerendered();
  const [adopted] = useState(() => !takingOver && adoptInto(root, css));
  const themeSetting = resolveTheme(provider.config?.theme, theme);
  // An element's host carries data-mw-theme; the React API (no host) marks its root instead.
  const shownTheme = useTheme(themeSetting, root?.host);
  return (
    <WidgetContext.Provider value={value}>
      {!adopted && <style>{css}</style>}
      <div
        className={`mw-root mw-${rootClass}`}
        lang={shown}
        data-widget={rootClass}
        data-mw-theme={root ? undefined : shownTheme}
        data-mw-auto={!root && themeSetting === "auto" ? "" : undefined}
      >
        {children}
      </div>
    </WidgetContext.Provider>
  );
}

export interface WidgetProps<Props> {
  declaration: WidgetDeclaration;
  props: Props;
  body: ComponentType<Props>;
}

/** What a widget's public component renders: its body, with its props, inside its WidgetRoot. */
export function Widget<Props extends { lang?: string; theme?: string; strings?: string }>(
  widget: WidgetProps<Props>,
) {
  const { declaration, props, body: Body } = widget;
  const { tag, rootClass, namespace, catalogs, styles } = declaration;
  return (
    <WidgetRoot
      tag={tag}
      rootClass={rootClass}
      namespace={namespace}
      catalogs={catalogs}
      styles={styles}
      lang={props.lang}
      theme={props.theme}
      strings={props.strings}
      config={configLayer(declaration)(props)}
    >
      <Body {...props} />
    </WidgetRoot>
  );
}
