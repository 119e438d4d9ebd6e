#!/usr/bin/env bash
# The Docker image without Docker: lays the built app out as the Dockerfile's last stage does, installs
# production dependencies only (`npm ci --omit=dev`, from the npm cache), starts the image's command (its
# `CMD`, with its `NODE_OPTIONS`) with NODE_ENV=production and waits for /api/health, so a Node flag that
# this Node refuses fails here rather than in production. Run after `npm run build`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
port=${IMAGE_CHECK_PORT:-55026}
db="robo_image_check_$$"
dir=$(mktemp -d)
pid=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  psql -h 127.0.0.1 -U postgres -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

# What the Dockerfile copies (manifests of every workspace, so npm ci accepts the lockfile).
cd "$root"
for f in package.json package-lock.json libs/domain/package.json backend/package.json frontend/package.json e2e/package.json bench/package.json; do
  mkdir -p "$dir/$(dirname "$f")" && cp "$f" "$dir/$f"
done
for d in libs/domain/dist libs/domain/catalog backend/dist frontend/dist frontend/dist-server; do
  mkdir -p "$dir/$(dirname "$d")" && cp -r "$d" "$dir/$d"
done
(cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error)

# The Dockerfile's command (a JSON array) and NODE_OPTIONS.
mapfile -t command < <(node -e 'const file = require("fs").readFileSync(process.argv[1], "utf8");
  for (const arg of JSON.parse(/^CMD (\[.*\])$/m.exec(file)[1])) console.log(arg);' "$root/Dockerfile")
node_options=$(sed -n 's/^ENV .*NODE_OPTIONS="\([^"]*\)".*/\1/p' "$root/Dockerfile")

psql -h 127.0.0.1 -U postgres -qc "CREATE DATABASE $db" >/dev/null
cd "$dir"
NODE_OPTIONS="$node_options" NODE_ENV=production PORT=$port PUBLIC_URL="http://127.0.0.1:$port" APP_ROLE=all \
  DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db" REDIS_URL=redis://127.0.0.1:6379 \
  SESSION_SECRET="$(node -e "console.log(require('crypto').randomBytes(32).toString('base64'))")" \
  ADMIN_PASSWORD="image-check-$(node -e "console.log(require('crypto').randomBytes(8).toString('hex'))")" \
  SELLER_GSTIN=27AAAAR0000A1ZL DATA_DIR="$dir/data" LOG_LEVEL=warn "${command[@]}" &
pid=$!
for _ in $(seq 1 120); do
  if body=$(curl -fsS "http://127.0.0.1:$port/api/health" 2>/dev/null); then
    echo "image layout serves /api/health: $body"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || { echo "${command[*]} exited before serving /api/health" >&2; exit 1; }
  sleep 1
done
echo "no answer from /api/health within 120 s" >&2
exit 1
