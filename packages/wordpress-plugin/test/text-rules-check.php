<?php
/**
 * Runs the shared text cases (packages/contracts/src/text-rules.cases.json, the path as the first
 * argument) against the plugin's copies of the rules; exits non-zero naming each case that fails.
 *
 * @package MarketingWidgets
 */

define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__ ) . '/includes/text-rules.php';

$cases    = json_decode( (string) file_get_contents( $argv[1] ), true );
$failures = array();
foreach ( $cases['validEmails'] as $email ) {
	if ( ! marketing_widgets_is_valid_email( $email ) ) {
		$failures[] = 'refused a valid email: ' . json_encode( $email );
	}
}
foreach ( $cases['invalidEmails'] as $email ) {
	if ( marketing_widgets_is_valid_email( $email ) ) {
		$failures[] = 'accepted an invalid email: ' . json_encode( $email );
	}
}
foreach ( $cases['texts'] as $case ) {
	$clean = marketing_widgets_clean_text( $case['input'] );
	if ( $clean !== $case['clean'] ) {
		$failures[] = 'cleaned ' . json_encode( $case['input'] ) . ' as ' . json_encode( $clean );
	}
}
$count = count( $cases['validEmails'] ) + count( $cases['invalidEmails'] ) + count( $cases['texts'] );
if ( $failures ) {
	fwrite( STDERR, implode( "\n", $failures ) . "\n" );
	exit( 1 );
}
echo "text rules: $count shared cases pass\n";
