<?php
/**
 * The page configuration: every key the widgets read from the
 * `<script type="application/json" id="marketing-widgets-config">` block, how each is validated,
 * and the block itself (see packages/widgets/src/core/config.ts). The keys, their kinds and markers are
 * written by the build from the configuration keys' descriptors (config-keys.generated.php).
 *
 * @package MarketingWidgets
 */

defined( 'ABSPATH' ) || exit;

/** Name of the one option holding every setting. */
const MARKETING_WIDGETS_OPTION = 'marketing_widgets_settings';

/**
 * Whether a URL may be handed to the widgets: https:, or http: on this machine's loopback (the local
 * services during development). Anything else, `javascript:` and `data:` included, is refused.
 *
 * @param string $url The candidate.
 * @return bool
 */
function marketing_widgets_is_allowed_url( $url ) {
	// No spaces, quotes, angle brackets or control characters anywhere.
	if ( '' === $url || preg_match( '/[\s"\'<>\\\\\x00-\x1f\x7f]/', $url ) ) {
		return false;
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return false;
	}
	$scheme = strtolower( $parts['scheme'] );
	if ( 'https' === $scheme ) {
		return true;
	}
	return 'http' === $scheme && in_array( strtolower( $parts['host'] ), array( '127.0.0.1', 'localhost', '[::1]' ), true );
}

/**
 * Validates one submitted value.
 *
 * @param string $kind        The key's kind (see marketing_widgets_config_keys()): `url` (https:, or
 *                            http: on the loopback), `https` (https: only), `url_or_none`, `urls` (one
 *                            url per line), `link` (a url or a path on this site), `email`, `token`
 *                            (letters, digits, `-` and `_`), `choice` (one of `choices`).
 * @param string $value       The submitted text, trimmed.
 * @param string   $placeholder A marker the value must contain, or ''.
 * @param string[] $choices     The values a `choice` key accepts.
 * @return string|string[]|null The value to store, or null when it is not acceptable.
 */
function marketing_widgets_validate_config_value( $kind, $value, $placeholder = '', $choices = array() ) {
	if ( '' === $value ) {
		return 'urls' === $kind ? array() : '';
	}
	if ( '' !== $placeholder && 'urls' !== $kind && false === strpos( $value, $placeholder ) ) {
		return null;
	}
	switch ( $kind ) {
		case 'url':
			return marketing_widgets_is_allowed_url( $value ) ? $value : null;
		case 'https':
			return 0 === stripos( $value, 'https://' ) && marketing_widgets_is_allowed_url( $value ) ? $value : null;
		case 'url_or_none':
			return 'none' === $value || marketing_widgets_is_allowed_url( $value ) ? $value : null;
		case 'link':
			$is_path = '/' === $value[0] && ( ! isset( $value[1] ) || '/' !== $value[1] ) && ! preg_match( '/[\s"\'<>\\\\\x00-\x1f\x7f]/', $value );
			return $is_path || marketing_widgets_is_allowed_url( $value ) ? $value : null;
		case 'email':
			// WordPress's own check, then the widgets' rule (includes/text-rules.php).
			return is_email( $value ) && marketing_widgets_is_valid_email( $value ) ? sanitize_email( $value ) : null;
		case 'choice':
			return in_array( $value, $choices, true ) ? $value : null;
		case 'token':
			return preg_match( '/^[A-Za-z0-9_-]+$/', $value ) ? $value : null;
		case 'urls':
			$urls = array_values( array_filter( array_map( 'trim', preg_split( '/\R/', $value ) ) ) );
			foreach ( $urls as $url ) {
				if ( ! marketing_widgets_is_allowed_url( $url ) || ( '' !== $placeholder && false === strpos( $url, $placeholder ) ) ) {
					return null;
				}
			}
			return $urls;
	}
	return null;
}

/**
 * The stored settings, every key present.
 *
 * @return array<string, string|string[]>
 */
function marketing_widgets_settings() {
	$stored   = get_option( MARKETING_WIDGETS_OPTION, array() );
	$stored   = is_array( $stored ) ? $stored : array();
	$settings = array();
	foreach ( marketing_widgets_config_keys() as $key => $field ) {
		$empty            = 'urls' === $field['kind'] ? array() : '';
		$settings[ $key ] = isset( $stored[ $key ] ) ? $stored[ $key ] : $empty;
	}
	return $settings;
}

/**
 * The page configuration: the settings that are set (an empty one leaves the widget's default).
 *
 * @return array<string, string|string[]>
 */
function marketing_widgets_page_config() {
	$config = array_filter(
		marketing_widgets_settings(),
		static function ( $value ) {
			return '' !== $value && array() !== $value;
		}
	);
	// The widgets load a calendar script or stylesheet only from the provider's origin or one the
	// page configuration names: the addresses set on the settings page are named.
	$origins = array();
	foreach ( array( 'calendarScriptUrl', 'calendarStylesheetUrl' ) as $key ) {
		$parts = isset( $config[ $key ] ) ? wp_parse_url( $config[ $key ] ) : false;
		if ( is_array( $parts ) && isset( $parts['scheme'], $parts['host'] ) ) {
			$port      = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
			$origins[] = strtolower( $parts['scheme'] . '://' . $parts['host'] ) . $port;
		}
	}
	if ( $origins ) {
		$config['allowedScriptOrigins'] = array_values( array_unique( $origins ) );
	}
	// The consent box: shown when a privacy page is set, required or not.
	if ( isset( $config['consentPrivacyUrl'] ) ) {
		$config['consent'] = array(
			'privacyUrl' => $config['consentPrivacyUrl'],
			'required'   => isset( $config['consentRequired'] ),
		);
	}
	unset( $config['consentPrivacyUrl'], $config['consentRequired'] );
	return $config;
}

/**
 * Prints the configuration block, once per page, when a widget is on it. JSON_HEX_TAG turns `<` and
 * `>` into `\u003C` and `\u003E`, so no value can close the `<script>` element.
 */
function marketing_widgets_print_config() {
	static $printed = false;
	if ( $printed || ! marketing_widgets_used() ) {
		return;
	}
	$printed = true;
	$json    = wp_json_encode( (object) marketing_widgets_page_config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
	wp_print_inline_script_tag(
		$json,
		array(
			'type' => 'application/json',
			'id'   => 'marketing-widgets-config',
		)
	);
}
