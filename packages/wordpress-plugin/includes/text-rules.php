<?php
/**
 * The shared text rules, copied from packages/contracts/src/text-rules.ts (the widgets and the
 * local services import them there): what an email may be, and what a free text keeps. The
 * plugin's check (test/text-rules-check.php) runs the cases in
 * packages/contracts/src/text-rules.cases.json against these copies.
 *
 * @package MarketingWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The browser's `type="email"` rule (WHATWG) plus a dot in the domain: ASCII only, so no control
 * character, angle bracket, space or bidirectional override. `D`: `$` is the end, never before a
 * final newline.
 */
const MARKETING_WIDGETS_EMAIL_PATTERN = '/^[a-zA-Z0-9.!#$%&\'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/D';

/**
 * Whether an (already trimmed) address is acceptable: the shared pattern, at most 254 characters.
 *
 * @param mixed $value The candidate.
 * @return bool
 */
function marketing_widgets_is_valid_email( $value ) {
	return is_string( $value ) && strlen( $value ) <= 254 && 1 === preg_match( MARKETING_WIDGETS_EMAIL_PATTERN, $value );
}

/**
 * A free text as kept: line ends as "\n"; control characters other than tab and newline (C0, DEL,
 * C1) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
 * removed. Text that is not UTF-8 keeps nothing.
 *
 * @param string $value The text.
 * @return string
 */
function marketing_widgets_clean_text( $value ) {
	$value = preg_replace( '/\r\n?/', "\n", (string) $value );
	$clean = preg_replace( '/[\x{0000}-\x{0008}\x{000B}\x{000C}\x{000E}-\x{001F}\x{007F}-\x{009F}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u', '', (string) $value );
	return null === $clean ? '' : $clean;
}
