<?php
/**
 * Test site only (a must-use plugin): `?test_theme=twentytwentyone` shows a page in that installed
 * theme, so one post is checked in the default block theme and in a classic theme.
 *
 * @package MarketingWidgets
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
if ( isset( $_GET['test_theme'] ) && in_array( $_GET['test_theme'], array( 'twentytwentyone', 'twentytwentythree' ), true ) ) {
	$marketing_widgets_test_theme = sanitize_key( $_GET['test_theme'] );
	add_filter(
		'stylesheet',
		static function () use ( $marketing_widgets_test_theme ) {
			return $marketing_widgets_test_theme;
		}
	);
	add_filter(
		'template',
		static function () use ( $marketing_widgets_test_theme ) {
			return $marketing_widgets_test_theme;
		}
	);
}
