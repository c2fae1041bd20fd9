<?php
/**
 * Test site setup, run by test/wordpress.sh: users, the plugin's activation, its settings pointed at
 * the local services.
 *
 * @package MarketingWidgets
 */

$marketing_widgets_url    = (string) getenv( 'WP_URL' );
$_SERVER['HTTP_HOST']     = parse_url( $marketing_widgets_url, PHP_URL_HOST ) . ':' . parse_url( $marketing_widgets_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']   = '/';
require getenv( 'WP_ROOT' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$marketing_widgets_users = array(
	array( 'author', 'author', '' ),
	array( 'contributor', 'contributor', '' ),
	array( 'auteur', 'author', 'fr_FR' ),
	array( 'admin-fr', 'administrator', 'fr_FR' ),
);
foreach ( $marketing_widgets_users as $marketing_widgets_user ) {
	list( $marketing_widgets_login, $marketing_widgets_role, $marketing_widgets_locale ) = $marketing_widgets_user;
	$marketing_widgets_id = wp_insert_user(
		array(
			'user_login' => $marketing_widgets_login,
			'user_pass'  => $marketing_widgets_login . '-pass-123',
			'user_email' => $marketing_widgets_login . '@example.test',
			'role'       => $marketing_widgets_role,
			'locale'     => $marketing_widgets_locale,
		)
	);
	if ( is_wp_error( $marketing_widgets_id ) ) {
		fwrite( STDERR, $marketing_widgets_id->get_error_message() . "\n" );
		exit( 1 );
	}
}
// The block editor's welcome guide would cover the editor.
foreach ( get_users( array( 'fields' => 'ID' ) ) as $marketing_widgets_id ) {
	update_user_meta( $marketing_widgets_id, 'wp_persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ), '_modified' => gmdate( 'c' ) ) );
}

$marketing_widgets_result = activate_plugin( 'marketing-widgets/marketing-widgets.php' );
if ( is_wp_error( $marketing_widgets_result ) ) {
	fwrite( STDERR, $marketing_widgets_result->get_error_message() . "\n" );
	exit( 1 );
}

// The address a site owner would type in Settings → Marketing widgets: the company's API.
update_option( 'marketing_widgets_settings', array( 'api' => rtrim( (string) getenv( 'API_URL' ), '/' ) ) );

printf(
	"WordPress %s at %s; author can unfiltered_html: %s; active plugins: %s\n",
	esc_html( get_bloginfo( 'version' ) ),
	esc_url( home_url() ),
	user_can( get_user_by( 'login', 'author' ), 'unfiltered_html' ) ? 'yes' : 'no',
	esc_html( implode( ',', get_option( 'active_plugins' ) ) )
);
