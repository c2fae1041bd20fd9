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
	$children = marketing_widgets_own_words( $attributes );
	$html     = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		if ( '' === $value || false === $value || null === $value || ! preg_match( '/^[a-z][a-z-]*$/', $name ) ) {
			continue;
		}
		$text  = true === $value ? 'true' : (string) $value;
		$html .= ' ' . $name . '="' . esc_attr( $text ) . '"';
	}
	marketing_widgets_use();
	return $html . '>' . $children . '</' . $tag . '>';
}

/**
 * Their words (the newsletter's and the contact form's `heading`, `description` and `button-text`
 * attributes): the heading and description become the element's slotted children, the button text
 * its own `strings` attribute (`{"submit": "…"}`), which the element reads over its catalogue. Takes
 * them out of the attributes; returns the children's markup, every text escaped.
 *
 * @param array<string, mixed> $attributes Validated attributes, changed in place.
 * @return string
 */
function marketing_widgets_own_words( array &$attributes ) {
	$words = array();
	foreach ( array( 'heading', 'description', 'button-text' ) as $name ) {
		// kses keeps an Author's `<`, `>` and quotes in a block attribute as entities: the text they
		// stand for, escaped again below for where it goes.
		$text = isset( $attributes[ $name ] ) && is_string( $attributes[ $name ] ) ? trim( html_entity_decode( $attributes[ $name ], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) : '';
		if ( '' !== $text ) {
			$words[ $name ] = $text;
		}
		unset( $attributes[ $name ] );
	}
	$children = '';
	foreach ( array( 'heading', 'description' ) as $slot ) {
		if ( isset( $words[ $slot ] ) ) {
			$children .= '<span slot="' . $slot . '">' . esc_html( $words[ $slot ] ) . '</span>';
		}
	}
	if ( isset( $words['button-text'] ) ) {
		$attributes['strings'] = wp_json_encode( array( 'submit' => $words['button-text'] ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}
	return $children;
}
