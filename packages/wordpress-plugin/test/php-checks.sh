#!/usr/bin/env bash
# The plugin's PHP checks: `php -l` on every PHP file (sources, the built plugin, the test site's
# helpers), then PHP_CodeSniffer with phpcs.xml. Exits non-zero on the first failing check.
set -euo pipefail
cd "$(dirname "$0")/.."
count=0
while IFS= read -r -d '' file; do
  php -l "$file" >/dev/null || { php -l "$file"; exit 1; }
  count=$((count + 1))
done < <(find . -name '*.php' -not -path './node_modules/*' -print0)
echo "php -l: $count files, no syntax errors"
php test/text-rules-check.php ../contracts/src/text-rules.cases.json
if ! command -v phpcs >/dev/null; then
  echo "phpcs is missing: apt-get install php-codesniffer (.ci/run installs it)" >&2
  exit 1
fi
phpcs --standard=phpcs.xml -q --report=summary .
echo "phpcs (phpcs.xml): clean"
