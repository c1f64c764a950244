#!/usr/bin/env bash
# Checks a built sre-sim .deb as a person installing it would meet it:
# lintian (no errors), the desktop entry and the AppStream file validated,
# installed with apt, started from another folder (a headless run, a
# picture of the window), started as the desktop starts it (the entry's
# Exec line with a run file for %f, its window found by StartupWMClass,
# the run replayed), then removed, leaving none of its files behind.
# Usage: check-deb.sh PATH.deb. Run as root, on Debian; needs Xvfb,
# xdotool, ImageMagick and Tesseract (what .ci/run installs).
set -euo pipefail
deb=$(realpath "$1")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step() { echo "== $*"; }

step "lintian"
lintian --fail-on error --tag-display-limit 0 "$deb"

step "desktop-file-validate, appstreamcli validate"
desktop-file-validate "$here/org.sre_sim.SreSim.desktop"
appstreamcli validate --no-net "$here/org.sre_sim.SreSim.metainfo.xml"

step "apt-get install"
apt-get install -y -qq "$deb" >/dev/null
dpkg -L sre-sim | while read -r path; do if [ -f "$path" ]; then echo "$path"; fi; done >"$work/files"
echo "$(wc -l <"$work/files") files installed"
for wanted in /usr/bin/sre-sim /usr/share/applications/org.sre_sim.SreSim.desktop \
    /usr/share/metainfo/org.sre_sim.SreSim.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/org.sre_sim.SreSim.svg \
    /usr/share/icons/hicolor/48x48/apps/org.sre_sim.SreSim.png \
    /usr/share/man/man1/sre-sim.1.gz /usr/share/bash-completion/completions/sre-sim \
    /usr/share/doc/sre-sim/copyright; do
    grep -qx "$wanted" "$work/files" || { echo "missing from the package: $wanted"; exit 1; }
done
echo "binary: $(stat -c %s /usr/bin/sre-sim) bytes"
man -l /usr/share/man/man1/sre-sim.1.gz 2>/dev/null | grep -q "completions" ||
    zcat /usr/share/man/man1/sre-sim.1.gz | grep -q "completions"

# Another folder, another user's files: nothing of the repository is used.
export HOME=$work/home XDG_DATA_HOME=$work/home/.local/share
mkdir -p "$HOME"
cd "$work"
step "sre-sim oncall --minutes 5, from $(pwd)"
sre-sim oncall --minutes 5 | tail -2
sre-sim scenario list | grep -q "zone-loss-during-surge" ||
    { echo "the example scenarios are not listed"; exit 1; }

step "sre-sim --screenshot under Xvfb"
timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" sre-sim --screenshot "$work/window.png"
test -s "$work/window.png"

step "the desktop entry's Exec line, with a run file for %f"
cp "$repo/saves/bad-deploy-rollback-after-page.ron" "$work/my run.ron"
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/org.sre_sim.SreSim.desktop)
wm_class=$(sed -n 's/^StartupWMClass=//p' /usr/share/applications/org.sre_sim.SreSim.desktop)
# Xvfb picks a free display and says which once it accepts connections
# (a fixed sleep lost that race on a loaded CI machine).
Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$work/display" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 1 120); do [ -s "$work/display" ] && break; sleep 0.25; done
[ -s "$work/display" ] || { echo "Xvfb did not start"; exit 1; }
export DISPLAY=:$(tr -d '[:space:]' <"$work/display")
# %f is one file, as the desktop gives it: a single argument.
read -r -a argv <<<"${exec_line% %f}"
"${argv[@]}" "$work/my run.ron" >"$work/stdout" 2>"$work/stderr" &
app=$!
window=
for _ in $(seq 1 120); do
    window=$(xdotool search --class "^$wm_class\$" 2>/dev/null | head -1) && [ -n "$window" ] && break
    sleep 0.25
done
status=0
if [ -z "$window" ]; then
    echo "no window of class $wm_class"; cat "$work/stderr"; status=1
else
    sleep 3
    import -window root "$work/desktop.png"
    convert "$work/desktop.png" -colorspace Gray -resize 200% "$work/desktop2.png"
    text=$(OMP_THREAD_LIMIT=1 tesseract "$work/desktop2.png" - 2>/dev/null | tr -d ' ')
    if grep -qi "Replayof\|myrun" <<<"$text"; then
        echo "the window of class $wm_class replays the run given as %f"
    else
        echo "the run given as %f is not on screen:"; echo "$text" | head -20; status=1
    fi
fi
# Closed as a window manager closes it: the settings are written.
/usr/bin/python3 "$repo/tests/real_window/xwin_close.py" sre-sim >/dev/null || true
for _ in $(seq 1 40); do kill -0 "$app" 2>/dev/null || break; sleep 0.25; done
kill "$app" 2>/dev/null || true
wait "$app" 2>/dev/null || true
kill "$xvfb" 2>/dev/null || true
cd /
[ "$status" = 0 ] || exit 1

step "apt-get remove --purge"
apt-get remove --purge -y -qq sre-sim >/dev/null
left=$(while read -r path; do if [ -e "$path" ]; then echo "$path"; fi; done <"$work/files")
if [ -n "$left" ]; then echo "left behind: $left"; exit 1; fi
[ -s "$XDG_DATA_HOME/sre-sim/app.ron" ] || { echo "the user's settings are gone"; exit 1; }
echo "nothing of the package is left; the user's data stays: $(ls "$XDG_DATA_HOME/sre-sim" | tr '\n' ' ')"
