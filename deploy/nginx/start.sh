#!/bin/sh
# Serves the built app with nginx, pointed at one API.
#
#   PROOFDESK_API_BASE_URL=https://api.example.com deploy/nginx/start.sh
#
# PROOFDESK_API_BASE_URL (default "": the offline demo) is the one setting: it becomes the app's
# config.json and the API origin in the Content-Security-Policy (connect-src, img-src).
# PROOFDESK_LISTEN (default 8080; e.g. 127.0.0.1:4300), PROOFDESK_DIST (default ../../dist),
# PROOFDESK_NGINX_PREFIX (default a new temporary directory: the rendered configuration, pid,
# logs and temp files), NGINX (default nginx on the PATH, else /usr/sbin/nginx),
# PROOFDESK_NGINX_USER (default: nginx's own, nobody, when started as root; the workers must be
# able to read the build: a build in a private folder, such as a clone in a temporary directory,
# needs the folder's owner here).
# nginx runs in the foreground; stop it with SIGTERM (or SIGQUIT to finish open requests).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
api_base=${PROOFDESK_API_BASE_URL:-}
listen=${PROOFDESK_LISTEN:-8080}
dist=${PROOFDESK_DIST:-$here/../../dist}
prefix=${PROOFDESK_NGINX_PREFIX:-$(mktemp -d "${TMPDIR:-/tmp}/proofdesk-nginx.XXXXXX")}
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
mime_types=${PROOFDESK_MIME_TYPES:-/etc/nginx/mime.types}
modules_dir=${PROOFDESK_NGINX_MODULES:-/usr/lib/nginx/modules}

origin=""
if [ -n "$api_base" ]; then
  # An absolute http(s) URL with nothing a JSON string or an nginx header would need escaped.
  if ! printf '%s' "$api_base" | grep -Eq '^https?://[^]["\\$[:space:]/?#]+([/?#][^"\\[:space:]]*)?$'; then
    echo "PROOFDESK_API_BASE_URL must be an absolute http(s) URL, got \"$api_base\"" >&2
    exit 64
  fi
  origin=$(printf '%s' "$api_base" | sed -E 's#^(https?://[^/?#]+).*$#\1#')
fi
[ -f "$dist/index.html" ] || { echo "No build in $dist (npm run build first)" >&2; exit 66; }
dist=$(cd "$dist" && pwd)

mkdir -p "$prefix/conf" "$prefix/logs" "$prefix/tmp"
# A root master hands requests to unprivileged workers, which must read these files.
chmod 755 "$prefix" "$prefix/conf"
printf '{ "apiBaseUrl": "%s" }\n' "$api_base" >"$prefix/config.json"
chmod 644 "$prefix/config.json"
# For a real API, /login is sign-in.html: the sign-in page's static copy paints before the app
# has loaded (scripts/sign-in-page-plugin.ts). The offline demo's page lists its accounts, which
# only the app can, so it keeps index.html.
if [ -n "$api_base" ] && [ -f "$dist/sign-in.html" ]; then
  cp "$here/sign-in.conf" "$prefix/conf/sign-in.conf"
else
  : >"$prefix/conf/sign-in.conf"
fi
# For a real API, /external/<token> is external-review.html: it exchanges the link and asks for
# the asset while the app loads, on a connection to the API opened as the page arrives.
if [ -n "$api_base" ] && [ -f "$dist/external-review.html" ]; then
  sed "s#@API_ORIGIN@#$origin#g" "$here/external-review.conf" >"$prefix/conf/external-review.conf"
else
  : >"$prefix/conf/external-review.conf"
fi
sed "s# @API_ORIGIN@#${origin:+ $origin}#g" "$here/security-headers.conf" \
  >"$prefix/conf/security-headers.conf"
cp "$here/security-headers-wasm-worker.conf" "$prefix/conf/security-headers-wasm-worker.conf"
if [ -f "$modules_dir/ngx_http_brotli_filter_module.so" ]; then
  echo "load_module $modules_dir/ngx_http_brotli_filter_module.so;" >"$prefix/conf/modules.conf"
  cp "$here/brotli.conf" "$prefix/conf/compression.conf"
else
  : >"$prefix/conf/modules.conf"
  : >"$prefix/conf/compression.conf"
fi
if [ -n "${PROOFDESK_NGINX_USER:-}" ]; then
  echo "user ${PROOFDESK_NGINX_USER};" >"$prefix/conf/user.conf"
else
  : >"$prefix/conf/user.conf"
fi
sed -e "s#@LISTEN@#$listen#" -e "s#@ROOT@#$dist#" -e "s#@PREFIX@#$prefix#" \
  -e "s#@MIME_TYPES@#$mime_types#" "$here/nginx.conf.template" >"$prefix/conf/nginx.conf"

echo "Proofdesk on $listen from $dist, API: ${api_base:-offline demo} (nginx prefix $prefix)"
exec "$nginx_bin" -p "$prefix/" -c conf/nginx.conf -e logs/error.log -g 'daemon off;'
