<?php
/**
 * Creates a published post as a given user, through the same filters as the editor's save (kses
 * for users without unfiltered_html), and prints its address.
 * Usage: WP_ROOT=… WP_URL=… php post.php <login> <title>   (content on standard input)
 *
 * @package MarketingWidgets
 */

$marketing_widgets_url  = (string) getenv( 'WP_URL' );
$_SERVER['HTTP_HOST']   = parse_url( $marketing_widgets_url, PHP_URL_HOST ) . ':' . parse_url( $marketing_widgets_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require getenv( 'WP_ROOT' ) . '/wp-load.php';

$marketing_widgets_user = get_user_by( 'login', $argv[1] );
wp_set_current_user( $marketing_widgets_user->ID );
$marketing_widgets_post = wp_insert_post(
	wp_slash(
		array(
			'post_title'   => $argv[2],
			'post_content' => stream_get_contents( STDIN ),
			'post_status'  => user_can( $marketing_widgets_user, 'publish_posts' ) ? 'publish' : 'pending',
		)
	),
	true
);
if ( is_wp_error( $marketing_widgets_post ) ) {
	fwrite( STDERR, $marketing_widgets_post->get_error_message() . "\n" );
	exit( 1 );
}
echo esc_url_raw( get_permalink( $marketing_widgets_post ) ) . "\n";
