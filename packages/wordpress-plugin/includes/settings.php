<?php
/**
 * Settings → Marketing widgets: every page configuration key, validated, stored in one option.
 *
 * @package MarketingWidgets
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_init', 'marketing_widgets_register_settings' );
add_action( 'admin_menu', 'marketing_widgets_add_settings_page' );

/**
 * Registers the option, its section and one field per key.
 */
function marketing_widgets_register_settings() {
	register_setting(
		'marketing_widgets',
		MARKETING_WIDGETS_OPTION,
		array(
			'type'              => 'object',
			'sanitize_callback' => 'marketing_widgets_sanitize_settings',
			'default'           => array(),
		)
	);
	add_settings_section(
		'marketing_widgets_endpoints',
		__( 'Page configuration', 'marketing-widgets' ),
		'marketing_widgets_section_intro',
		'marketing-widgets'
	);
	foreach ( marketing_widgets_config_labels() as $key => $text ) {
		add_settings_field(
			'marketing-widgets-' . $key,
			$text['label'],
			'marketing_widgets_render_field',
			'marketing-widgets',
			'marketing_widgets_endpoints',
			array(
				'key'       => $key,
				'help'      => $text['help'],
				'choices'   => isset( $text['choices'] ) ? $text['choices'] : array(),
				'label_for' => 'marketing-widgets-' . $key,
			)
		);
	}
}

/**
 * The section's introduction.
 */
function marketing_widgets_section_intro() {
	echo '<p>' . esc_html__( 'Printed once on every page that shows a widget. Addresses must start with https:// (http:// only for this computer). An empty field keeps the widget\'s default.', 'marketing-widgets' ) . '</p>';
}

/**
 * One field: a line of text, a text area for the list of proxies, or a drop-down for a choice.
 *
 * @param array{key: string, help: string, choices: array<string, string>, label_for: string} $args The field's key, help text and choices.
 */
function marketing_widgets_render_field( $args ) {
	$settings = marketing_widgets_settings();
	$value    = $settings[ $args['key'] ];
	$name     = MARKETING_WIDGETS_OPTION . '[' . $args['key'] . ']';
	$help_id  = $args['label_for'] . '-help';
	if ( $args['choices'] ) {
		printf( '<select id="%1$s" name="%2$s" aria-describedby="%3$s">', esc_attr( $args['label_for'] ), esc_attr( $name ), esc_attr( $help_id ) );
		foreach ( $args['choices'] as $choice => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
		}
		echo '</select>';
	} elseif ( is_array( $value ) ) {
		printf(
			'<textarea id="%1$s" name="%2$s" rows="3" class="large-text code" aria-describedby="%3$s">%4$s</textarea>',
			esc_attr( $args['label_for'] ),
			esc_attr( $name ),
			esc_attr( $help_id ),
			esc_textarea( implode( "\n", $value ) )
		);
	} else {
		printf(
			'<input type="text" id="%1$s" name="%2$s" value="%3$s" class="regular-text code" aria-describedby="%4$s">',
			esc_attr( $args['label_for'] ),
			esc_attr( $name ),
			esc_attr( $value ),
			esc_attr( $help_id )
		);
	}
	printf( '<p class="description" id="%1$s">%2$s</p>', esc_attr( $help_id ), esc_html( $args['help'] ) );
	if ( 'api' === $args['key'] ) {
		printf( '<p class="marketing-widgets-api-status" role="status">%s</p>', esc_html( marketing_widgets_api_status( (string) $value ) ) );
	}
}

/**
 * Whether the widgets' API answers at `$api` (blank: this site's own /api), asked from here as a
 * visitor's browser on this site would ask it: its health route, with this site's origin, so an
 * API that does not list this site (its ALLOWED_ORIGINS) is told apart from one that is down.
 *
 * @param string $api The API setting as stored.
 * @return string A sentence for the settings page.
 */
function marketing_widgets_api_status( $api ) {
	$base     = '' === $api ? home_url( '/api' ) : $api;
	$origin   = wp_parse_url( home_url(), PHP_URL_SCHEME ) . '://' . wp_parse_url( home_url(), PHP_URL_HOST ) . ( wp_parse_url( home_url(), PHP_URL_PORT ) ? ':' . wp_parse_url( home_url(), PHP_URL_PORT ) : '' );
	$response = wp_remote_get(
		untrailingslashit( $base ) . '/health',
		array(
			'timeout' => 3,
			'headers' => array( 'Origin' => $origin ),
		)
	);
	$answer = is_wp_error( $response ) ? null : json_decode( wp_remote_retrieve_body( $response ), true );
	if ( 200 !== wp_remote_retrieve_response_code( $response ) || ! is_array( $answer ) || true !== ( $answer['ok'] ?? null ) ) {
		/* translators: %s: the API's address. */
		return sprintf( __( 'The API does not answer at %s: check the address.', 'marketing-widgets' ), $base );
	}
	if ( wp_remote_retrieve_header( $response, 'access-control-allow-origin' ) !== $origin ) {
		/* translators: 1: the API's address, 2: this site's address. */
		return sprintf( __( 'The API answers at %1$s, but does not list this site (%2$s) among the origins it serves: add it to its ALLOWED_ORIGINS.', 'marketing-widgets' ), $base, $origin );
	}
	/* translators: %s: the API's address. */
	return sprintf( __( 'The API answers at %s and serves this site.', 'marketing-widgets' ), $base );
}

/**
 * Validates every submitted key. A value that is not acceptable keeps the stored one and shows an
 * error notice naming the field.
 *
 * @param mixed $input The submitted values.
 * @return array<string, string|string[]>
 */
function marketing_widgets_sanitize_settings( $input ) {
	static $reported = array();
	$previous        = marketing_widgets_settings();
	$input           = is_array( $input ) ? $input : array();
	$labels          = marketing_widgets_config_labels();
	$clean           = array();
	foreach ( marketing_widgets_config_keys() as $key => $field ) {
		if ( ! isset( $input[ $key ] ) ) {
			$clean[ $key ] = $previous[ $key ];
			continue;
		}
		$raw         = is_array( $input[ $key ] ) ? implode( "\n", $input[ $key ] ) : (string) $input[ $key ];
		$placeholder = isset( $field['placeholder'] ) ? $field['placeholder'] : '';
		$choices     = isset( $field['choices'] ) ? $field['choices'] : array();
		$value       = marketing_widgets_validate_config_value( $field['kind'], trim( wp_unslash( $raw ) ), $placeholder, $choices );
		if ( null !== $value ) {
			$clean[ $key ] = $value;
			continue;
		}
		$clean[ $key ] = $previous[ $key ];
		// WordPress runs this callback twice when the option is first created: one notice per field.
		if ( empty( $reported[ $key ] ) ) {
			$reported[ $key ] = true;
			add_settings_error(
				MARKETING_WIDGETS_OPTION,
				'marketing-widgets-invalid-' . $key,
				/* translators: %s: the name of a settings field. */
				sprintf( __( '%s was not saved: enter an https:// address (http:// only for this computer), or the kind of value described under the field.', 'marketing-widgets' ), $labels[ $key ]['label'] ),
				'error'
			);
		}
	}
	return $clean;
}

/**
 * Adds Settings → Marketing widgets.
 */
function marketing_widgets_add_settings_page() {
	add_options_page(
		__( 'Marketing widgets', 'marketing-widgets' ),
		__( 'Marketing widgets', 'marketing-widgets' ),
		'manage_options',
		'marketing-widgets',
		'marketing_widgets_render_settings_page'
	);
}

/**
 * The settings page.
 */
function marketing_widgets_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
	settings_fields( 'marketing_widgets' );
	do_settings_sections( 'marketing-widgets' );
	submit_button();
	echo '</form></div>';
}
