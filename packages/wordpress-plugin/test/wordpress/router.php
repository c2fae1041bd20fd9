<?php
/**
 * Router for `php -S`: static files as they are, everything else through WordPress (pretty permalinks).
 *
 * @package MarketingWidgets
 */

$marketing_widgets_root = $_SERVER['DOCUMENT_ROOT'];
$marketing_widgets_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$marketing_widgets_file = $marketing_widgets_root . $marketing_widgets_path;
if ( is_dir( $marketing_widgets_file ) ) {
	if ( substr( $marketing_widgets_path, -1 ) !== '/' ) {
		header( 'Location: ' . $marketing_widgets_path . '/', true, 301 );
		return true;
	}
	$marketing_widgets_file .= 'index.php';
	$marketing_widgets_path .= 'index.php';
}
if ( is_file( $marketing_widgets_file ) ) {
	if ( substr( $marketing_widgets_file, -4 ) !== '.php' ) {
		return false; // A static file: php -S serves it.
	}
} else {
	$marketing_widgets_file = $marketing_widgets_root . '/index.php';
	$marketing_widgets_path = '/index.php';
}
$_SERVER['SCRIPT_NAME']     = $marketing_widgets_path;
$_SERVER['PHP_SELF']        = $marketing_widgets_path;
$_SERVER['SCRIPT_FILENAME'] = $marketing_widgets_file;
chdir( dirname( $marketing_widgets_file ) );
require $marketing_widgets_file;
return true;
