#!/usr/bin/env bash
# Serves the folder web/build.sh made on http://localhost:8080 (or the
# port given as the first argument), for trying the web edition locally.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dist="$root/web/dist"
if [ ! -f "$dist/index.html" ]; then
    echo "web/serve.sh: nothing to serve yet: run web/build.sh first" >&2
    exit 1
fi
port="${1:-8080}"
echo "web/serve.sh: sre-sim on http://localhost:$port/ (Ctrl+C stops it)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$dist"
