<?php
/**
 * The seven blocks, each from blocks/<tag>/block.json, rendered on the server as their element.
 * The attribute schemas in block.json are also the shortcodes' validation rules.
 *
 * @package MarketingWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers every block with a render callback that prints its element.
 */
function marketing_widgets_register_blocks() {
	foreach ( array_keys( marketing_widgets_elements() ) as $tag ) {
		register_block_type(
			MARKETING_WIDGETS_DIR . 'blocks/' . $tag,
			array(
				'render_callback' => static function ( $attributes ) use ( $tag ) {
					return marketing_widgets_render_block( $tag, $attributes );
				},
			)
		);
	}
}

/**
 * A block's markup: the element inside the block wrapper (alignment and custom class names).
 * WordPress has already checked the attributes against block.json's schema (an invalid one falls
 * back to its default); the element's values are escaped again on output.
 *
 * @param string               $tag        The element's tag.
 * @param array<string, mixed> $attributes The block's attributes.
 * @return string
 */
function marketing_widgets_render_block( $tag, $attributes ) {
	$element = marketing_widgets_element_html( $tag, marketing_widgets_valid_attributes( $tag, $attributes ) );
	return '<div ' . get_block_wrapper_attributes() . '>' . $element . '</div>';
}

/**
 * The block type registered for an element.
 *
 * @param string $tag The element's tag.
 * @return WP_Block_Type|null
 */
function marketing_widgets_block_type( $tag ) {
	return WP_Block_Type_Registry::get_instance()->get_registered( 'marketing-widgets/' . $tag );
}

/**
 * Keeps the attributes that match the block's schema (block.json), converted to their type.
 *
 * @param string               $tag        The element's tag.
 * @param array<string, mixed> $attributes Raw values (shortcode strings or block values).
 * @return array<string, mixed>
 */
function marketing_widgets_valid_attributes( $tag, $attributes ) {
	$block_type = marketing_widgets_block_type( $tag );
	$valid      = array();
	if ( ! $block_type ) {
		return $valid;
	}
	foreach ( $block_type->attributes as $name => $schema ) {
		if ( ! isset( $attributes[ $name ] ) || 0 === strpos( $name, '__' ) || in_array( $name, array( 'className', 'align', 'lock' ), true ) ) {
			continue;
		}
		$rule = array_intersect_key( $schema, array_flip( array( 'type', 'enum', 'minimum', 'maximum', 'pattern', 'maxLength' ) ) );
		if ( is_wp_error( rest_validate_value_from_schema( $attributes[ $name ], $rule, $name ) ) ) {
			continue;
		}
		$value          = rest_sanitize_value_from_schema( $attributes[ $name ], $rule, $name );
		$valid[ $name ] = is_string( $value ) ? marketing_widgets_clean_text( $value ) : $value;
	}
	return $valid;
}
