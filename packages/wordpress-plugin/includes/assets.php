<?php
/**
 * Scripts: the embed loader (the copy of packages/widgets' embed folder under embed/) on pages that
 * use a widget and, for campaign attribution, on every front-end page; and the block editor script.
 *
 * @package MarketingWidgets
 */

defined( 'ABSPATH' ) || exit;

/** Handle of the embed script that defines every element. */
const MARKETING_WIDGETS_SCRIPT = 'marketing-widgets';

/** Handle of the block editor script (build/editor.js). */
const MARKETING_WIDGETS_EDITOR_SCRIPT = 'marketing-widgets-editor';

/**
 * Registers both scripts; nothing is enqueued until a widget is rendered.
 */
function marketing_widgets_register_assets() {
	$embed = marketing_widgets_asset( 'embed' );
	wp_register_script(
		MARKETING_WIDGETS_SCRIPT,
		plugins_url( 'embed/widgets.js', MARKETING_WIDGETS_FILE ),
		array(),
		$embed['version'],
		true
	);

	$editor = marketing_widgets_asset( 'editor' );
	wp_register_script(
		MARKETING_WIDGETS_EDITOR_SCRIPT,
		plugins_url( 'build/editor.js', MARKETING_WIDGETS_FILE ),
		array_merge( $editor['dependencies'], array( MARKETING_WIDGETS_SCRIPT ) ),
		$editor['version'],
		true
	);
	wp_set_script_translations( MARKETING_WIDGETS_EDITOR_SCRIPT, 'marketing-widgets', MARKETING_WIDGETS_DIR . 'languages' );
	// The editor previews in the site's language unless the block chooses one.
	wp_add_inline_script(
		MARKETING_WIDGETS_EDITOR_SCRIPT,
		'window.marketingWidgetsEditor = ' . wp_json_encode( array( 'lang' => marketing_widgets_locale_lang() ), JSON_HEX_TAG ) . ';',
		'before'
	);
}

/**
 * A script's dependencies and version (a hash of its content), written by the build as
 * build/<name>.asset.php, so browsers fetch a script again exactly when it changed.
 *
 * @param string $name `embed` or `editor`.
 * @return array{dependencies: string[], version: string}
 */
function marketing_widgets_asset( $name ) {
	$file = MARKETING_WIDGETS_DIR . 'build/' . $name . '.asset.php';
	if ( ! file_exists( $file ) ) {
		return array(
			'dependencies' => array(),
			'version'      => MARKETING_WIDGETS_VERSION,
		);
	}
	return require $file;
}

/**
 * Marks the page as using a widget (so the configuration is printed) and enqueues the embed script.
 */
function marketing_widgets_use() {
	$GLOBALS['marketing_widgets_used'] = true;
	wp_enqueue_script( MARKETING_WIDGETS_SCRIPT );
}

/**
 * Whether a widget was rendered on this page.
 *
 * @return bool
 */
function marketing_widgets_used() {
	return ! empty( $GLOBALS['marketing_widgets_used'] );
}

/**
 * The embed script is deferred: it never blocks the page's parsing. (WordPress 6.1 has no
 * `strategy` argument; 6.3 and later would accept `array( 'strategy' => 'defer' )`.)
 *
 * @param string $tag    The `<script>` element WordPress built.
 * @param string $handle Its handle.
 * @return string
 */
function marketing_widgets_defer_script( $tag, $handle ) {
	if ( MARKETING_WIDGETS_SCRIPT !== $handle || false !== strpos( $tag, ' defer' ) ) {
		return $tag;
	}
	return str_replace( ' src=', ' defer src=', $tag );
}
add_filter( 'script_loader_tag', 'marketing_widgets_defer_script', 10, 2 );

/**
 * The loader on every front-end page, widget or not: it records the session's first touch (the
 * landing page's `utm_*`), so a campaign that lands on an ordinary post is still carried by a form
 * sent on a later page. On by default; `add_filter( 'marketing_widgets_first_touch_everywhere',
 * '__return_false' );` keeps the loader to pages with a widget (attribution then starts on the
 * first of those).
 */
function marketing_widgets_enqueue_first_touch() {
	/**
	 * Whether the embed loader runs on every front-end page to record campaign attribution.
	 *
	 * @param bool $everywhere Default true.
	 */
	if ( apply_filters( 'marketing_widgets_first_touch_everywhere', true ) ) {
		wp_enqueue_script( MARKETING_WIDGETS_SCRIPT );
	}
}
add_action( 'wp_enqueue_scripts', 'marketing_widgets_enqueue_first_touch' );

// The configuration goes before the footer scripts, on the front end and in the block editor (preview).
add_action( 'wp_footer', 'marketing_widgets_print_config', 1 );
add_action( 'admin_print_footer_scripts', 'marketing_widgets_print_config', 1 );
add_action( 'enqueue_block_editor_assets', 'marketing_widgets_use' );
