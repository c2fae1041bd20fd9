#!/usr/bin/env bash
# A real, offline WordPress for the plugin's browser tests: Debian's wordpress package, MariaDB in a
# private data directory and PHP's built-in server. `.ci/run` installs the packages (see
# WORDPRESS_PACKAGES there). Run it inside a private network namespace when other copies may run.
#
#   wordpress.sh up     start (a fresh site each time), install build/marketing-widgets.zip, activate it
#   wordpress.sh down   stop both servers
#
# env: WP_DIR (default $TMPDIR/marketing-wp-$WEB_PORT), DB_PORT (17601), WEB_PORT (17602),
#      API_URL (the company's API the settings point at, default http://localhost:$API_SITE_PORT/api,
#      API_SITE_PORT defaulting to 17603)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# Below Linux's ephemeral range (32768-60999): a port inside it can be held at that moment by any
# outgoing connection's local end, and the server then cannot listen.
DB_PORT=${DB_PORT:-17601}
WEB_PORT=${WEB_PORT:-17602}
WP_DIR=${WP_DIR:-${TMPDIR:-/tmp}/marketing-wp-$WEB_PORT}
API_URL=${API_URL:-http://localhost:${API_SITE_PORT:-17603}/api}
PLUGIN_ZIP=${PLUGIN_ZIP:-$HERE/../build/marketing-widgets.zip}
URL="http://127.0.0.1:$WEB_PORT"

stop() {
  for f in php mysqld; do
    if [ -f "$WP_DIR/$f.pgid" ]; then
      kill -- -"$(cat "$WP_DIR/$f.pgid")" 2>/dev/null || true
      rm -f "$WP_DIR/$f.pgid"
    fi
  done
}

# Every failure names its step and shows the servers' own logs, then stops what was started.
fail() {
  echo "wordpress.sh up: $1" >&2
  local logs="mysqld.err php.log install.html"
  [ -e "$WP_DIR/mysqld.err" ] || logs="install-db.log"
  for log in $logs; do
    if [ -s "$WP_DIR/$log" ]; then
      echo "--- $WP_DIR/$log (last 15 lines)" >&2
      tail -n 15 "$WP_DIR/$log" >&2
    fi
  done
  stop
  exit 1
}

case "${1:-up}" in
  down) stop; exit 0 ;;
  up) ;;
  *) echo "usage: $0 up|down" >&2; exit 2 ;;
esac

for need in php mariadbd mariadb-install-db unzip; do
  command -v "$need" >/dev/null || { echo "$need is missing: install the WordPress stack (see .ci/run)" >&2; exit 1; }
done
[ -f /usr/share/wordpress/wp-settings.php ] || { echo "/usr/share/wordpress is missing (apt-get install wordpress)" >&2; exit 1; }
[ -f "$PLUGIN_ZIP" ] || { echo "$PLUGIN_ZIP is missing: npm run build -w @marketing/wordpress-plugin" >&2; exit 1; }

# A fresh site every time: tests never see the previous run's posts or settings.
stop
rm -rf "$WP_DIR"
mkdir -p "$WP_DIR"
trap 'fail "line $LINENO failed: $BASH_COMMAND"' ERR

# MariaDB in a private data directory on 127.0.0.1:$DB_PORT (a small redo log: ~40 MB, not ~140).
mariadb-install-db --no-defaults --datadir="$WP_DIR/db" --user=root \
  --auth-root-authentication-method=normal --skip-test-db --innodb-log-file-size=8M >"$WP_DIR/install-db.log" 2>&1
setsid mariadbd --no-defaults --user=root --datadir="$WP_DIR/db" --socket="$WP_DIR/mysqld.sock" \
  --pid-file="$WP_DIR/mysqld.pid" --innodb-log-file-size=8M --port="$DB_PORT" --bind-address=127.0.0.1 \
  --log-error="$WP_DIR/mysqld.err" </dev/null >/dev/null 2>&1 &
echo $! >"$WP_DIR/mysqld.pgid"
for i in $(seq 1 100); do
  mariadb-admin --no-defaults --socket="$WP_DIR/mysqld.sock" -uroot ping >/dev/null 2>&1 && break
  [ "$i" = 100 ] && fail "MariaDB did not answer on $WP_DIR/mysqld.sock within 20 s"
  sleep 0.2
done
mariadb --no-defaults --socket="$WP_DIR/mysqld.sock" -uroot -e "
  CREATE DATABASE wp;
  CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wp';
  GRANT ALL ON wp.* TO 'wp'@'127.0.0.1';"

# A private copy of WordPress with a plain wp-config.php (Debian's own loader wants /etc/wordpress and
# /var/lib/wordpress). Hard links when /tmp and /usr share a file system (nothing writes to core
# files: updates are off), else a copy; its absolute symlinks stay valid either way.
cp -al /usr/share/wordpress "$WP_DIR/root" 2>/dev/null || { rm -rf "$WP_DIR/root"; cp -a /usr/share/wordpress "$WP_DIR/root"; }
rm -f "$WP_DIR/root/wp-config.php" "$WP_DIR/root/.htaccess"
sed -e "s/@DB_PORT@/$DB_PORT/" "$HERE/wordpress/wp-config.php" >"$WP_DIR/root/wp-config.php"
mkdir -p "$WP_DIR/root/wp-content/mu-plugins" "$WP_DIR/root/wp-content/plugins"
cp "$HERE/wordpress/test-theme-switch.php" "$WP_DIR/root/wp-content/mu-plugins/"
# The plugin exactly as an admin would upload it.
unzip -q "$PLUGIN_ZIP" -d "$WP_DIR/root/wp-content/plugins"

# Several workers: the installer calls the site itself and the block editor fires parallel requests.
PHP_CLI_SERVER_WORKERS=4 setsid php -S "127.0.0.1:$WEB_PORT" -t "$WP_DIR/root" "$HERE/wordpress/router.php" \
  </dev/null >"$WP_DIR/php.log" 2>&1 &
echo $! >"$WP_DIR/php.pgid"
for i in $(seq 1 50); do
  curl -s -o /dev/null "$URL/wp-login.php" && break
  kill -0 "$(cat "$WP_DIR/php.pgid")" 2>/dev/null || fail "PHP's server stopped (is $WEB_PORT taken? WEB_PORT moves it)"
  [ "$i" = 50 ] && fail "PHP's server did not answer on $URL within 10 s"
  sleep 0.2
done

# The web installer's own form.
curl -sS -o "$WP_DIR/install.html" "$URL/wp-admin/install.php?step=2" \
  --data-urlencode weblog_title=CI --data-urlencode user_name=admin \
  --data-urlencode admin_password=admin-pass-123 --data-urlencode admin_password2=admin-pass-123 \
  --data-urlencode pw_weak=1 --data-urlencode admin_email=admin@example.test --data-urlencode blog_public=0
grep -q 'Success!' "$WP_DIR/install.html" || { echo "WordPress install failed: $WP_DIR/install.html" >&2; exit 1; }

# Users, the plugin's activation and its settings (no WP-CLI offline: PHP that loads WordPress).
WP_URL="$URL" WP_ROOT="$WP_DIR/root" API_URL="$API_URL" php "$HERE/wordpress/setup.php"
