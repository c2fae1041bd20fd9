<?php
/**
 * Removes everything the plugin stored when it is deleted from Plugins.
 *
 * @package MarketingWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'marketing_widgets_settings' );
// Multisite: every site's copy of the option.
if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $marketing_widgets_site_id ) {
		delete_blog_option( $marketing_widgets_site_id, 'marketing_widgets_settings' );
	}
}
