<?php
/**
 * Plugin Name:       Marketing widgets
 * Description:       The newsletter, contact form, blog, booking, pricing and KPI widgets as blocks and shortcodes, with their endpoints in one settings page.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Marketing
 * License:           GPL-2.0-or-later
 * Text Domain:       marketing-widgets
 * Domain Path:       /languages
 * Update URI:        false
 *
 * @package MarketingWidgets
 */

defined( 'ABSPATH' ) || exit;

define( 'MARKETING_WIDGETS_VERSION', '0.1.0' );
define( 'MARKETING_WIDGETS_FILE', __FILE__ );
define( 'MARKETING_WIDGETS_DIR', plugin_dir_path( __FILE__ ) );

require_once MARKETING_WIDGETS_DIR . 'includes/text-rules.php';
require_once MARKETING_WIDGETS_DIR . 'includes/config-keys.generated.php';
require_once MARKETING_WIDGETS_DIR . 'includes/config.php';
require_once MARKETING_WIDGETS_DIR . 'includes/assets.php';
require_once MARKETING_WIDGETS_DIR . 'includes/render.php';
require_once MARKETING_WIDGETS_DIR . 'includes/blocks.php';
require_once MARKETING_WIDGETS_DIR . 'includes/shortcodes.php';
require_once MARKETING_WIDGETS_DIR . 'includes/settings.php';

add_action( 'init', 'marketing_widgets_load_textdomain' );
add_action( 'init', 'marketing_widgets_register_assets' );
add_action( 'init', 'marketing_widgets_register_blocks' );
add_action( 'init', 'marketing_widgets_register_shortcodes' );

/**
 * Loads the admin and editor strings (languages/marketing-widgets-{locale}.mo).
 */
function marketing_widgets_load_textdomain() {
	load_plugin_textdomain( 'marketing-widgets', false, dirname( plugin_basename( MARKETING_WIDGETS_FILE ) ) . '/languages' );
}
