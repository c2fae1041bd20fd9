<?php
/**
 * One element's markup, shared by the blocks and the shortcodes.
 *
 * @package MarketingWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The seven elements and their shortcodes.
 *
 * @return array<string, string> Tag name => shortcode name.
 */
function marketing_widgets_elements() {
	return array(
		'newsletter-signup' => 'newsletter_signup',
		'contact-form'      => 'contact_form',
		'blog-list'         => 'blog_list',
		'blog-post'         => 'blog_post',
		'booking-button'    => 'booking_button',
		'pricing-table'     => 'pricing_table',
		'kpi-counters'      => 'kpi_counters',
	);
}

/**
 * The widgets' language for this site: `get_locale()` reduced to `en` or `fr`; '' for any other
 * locale (the widget then follows the visitor's browser).
 *
 * @return string
 */
function marketing_widgets_locale_lang() {
	$lang = strtolower( substr( get_locale(), 0, 2 ) );
	return in_array( $lang, array( 'en', 'fr' ), true ) ? $lang : '';
}

/**
 * The element's opening and closing tags with its attributes, every value escaped; enqueues the
 * embed script and marks the page for the configuration block.
 *
 * @param string               $tag        One of marketing_widgets_elements()' tags.
 * @param array<string, mixed> $attributes Validated attributes; '' and false are left out.
 * @return string
 */
function marketing_widgets_element_html( $tag, array $attributes ) {
	if ( ! array_key_exists( $tag, marketing_widgets_elements() ) ) {
		return '';
	}
	if ( empty( $attributes['lang'] ) ) {
		$attributes['lang'] = marketing_widgets_locale_lang();
	}
	$html = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		if ( '' === $value || false === $value || null === $value || ! preg_match( '/^[a-z][a-z-]*$/', $name ) ) {
			continue;
		}
		$text  = true === $value ? 'true' : (string) $value;
		$html .= ' ' . $name . '="' . esc_attr( $text ) . '"';
	}
	marketing_widgets_use();
	return $html . '></' . $tag . '>';
}
