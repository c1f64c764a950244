#!/bin/bash
# Render the hand-drawn SVG icon into the hicolor PNG sizes and the window
# icon embedded in the binary (assets/icon.png, 256 px).
# Needs rsvg-convert (Debian: librsvg2-bin). Runnable from any folder.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
svg="$here/icons/org.sre_sim.SreSim.svg"
repo="$(cd "$here/.." && pwd)"

if ! command -v rsvg-convert >/dev/null 2>&1; then
    echo "icons.sh: rsvg-convert not found; install it with: apt-get install librsvg2-bin" >&2
    exit 1
fi

for size in 16 24 32 48 64 128 256 512; do
    dir="$here/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    rsvg-convert --width "$size" --height "$size" --format png \
        --output "$dir/org.sre_sim.SreSim.png" "$svg"
    echo "wrote packaging/icons/hicolor/${size}x${size}/apps/org.sre_sim.SreSim.png"
done

rsvg-convert --width 256 --height 256 --format png --output "$repo/assets/icon.png" "$svg"
echo "wrote assets/icon.png (256 px)"
