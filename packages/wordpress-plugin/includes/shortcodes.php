<?php
/**
 * Shortcodes for the classic editor and page builders: `[newsletter_signup lang="fr"]`,
 * `[blog_post slug="..."]`, ... Their attributes follow the blocks' schemas (block.json); a value
 * that does not fit is ignored and the widget's default applies.
 *
 * @package MarketingWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers one shortcode per element.
 */
function marketing_widgets_register_shortcodes() {
	foreach ( marketing_widgets_elements() as $tag => $shortcode ) {
		add_shortcode(
			$shortcode,
			static function ( $atts ) use ( $tag, $shortcode ) {
				return marketing_widgets_render_shortcode( $tag, $shortcode, $atts );
			}
		);
	}
}

/**
 * A shortcode's markup: the element, without a block wrapper.
 *
 * @param string       $tag       The element's tag.
 * @param string       $shortcode The shortcode's name (for the `shortcode_atts_{$shortcode}` filter).
 * @param array|string $atts      The attributes as written ('' when there are none).
 * @return string
 */
function marketing_widgets_render_shortcode( $tag, $shortcode, $atts ) {
	$block_type = marketing_widgets_block_type( $tag );
	$defaults   = array();
	foreach ( $block_type ? array_keys( $block_type->attributes ) : array() as $name ) {
		$defaults[ $name ] = null;
	}
	$atts = shortcode_atts( $defaults, is_array( $atts ) ? $atts : array(), $shortcode );
	return marketing_widgets_element_html( $tag, marketing_widgets_valid_attributes( $tag, array_filter( $atts, 'is_scalar' ) ) );
}
