#!/usr/bin/env bash
# Builds the Windows zip on Linux: the `dist` profile cross-compiled for
# x86_64-pc-windows-gnu and linked by Debian's mingw-w64, with the app's
# icon and version built into the exe, then zipped with the licences and
# a short README.txt. Prints the path of the zip on its last line:
# target/windows/sre-sim-VERSION-windows-x86_64.zip.
# Needs `rustup target add x86_64-pc-windows-gnu` and Debian's
# gcc-mingw-w64-x86-64 (the linker, named in .cargo/config.toml, and
# windres); python3 writes the icon and the zip.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

triple=x86_64-pc-windows-gnu
metadata=$(cargo metadata --format-version 1 --no-deps)
target=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])' <<<"$metadata")
version=$(python3 -c 'import json, sys
print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "sre-sim"))' <<<"$metadata")
out=$target/windows
name=sre-sim-$version-windows-x86_64
mkdir -p "$out"

# The icon: the committed PNGs (packaging/icons.sh renders them from the
# SVG) as one .ico, each size stored as PNG, which Windows reads since
# Vista. The .rc names it and gives the version Explorer's Properties and
# Task Manager show.
python3 - "$out/sre-sim.ico" packaging/icons/hicolor/{16x16,24x24,32x32,48x48,64x64,128x128,256x256}/apps/org.sre_sim.SreSim.png <<'EOF'
import struct, sys
images = [open(path, "rb").read() for path in sys.argv[2:]]
header = struct.pack("<HHH", 0, 1, len(images))
entries, offset = b"", 6 + 16 * len(images)
for png in images:
    width, height = struct.unpack(">II", png[16:24])  # the IHDR chunk
    # 256 is written as 0 in the entry's one-byte width and height.
    entries += struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(png), offset)
    offset += len(png)
open(sys.argv[1], "wb").write(header + entries + b"".join(images))
EOF
IFS=. read -r major minor patch <<<"${version%%[-+]*}"
cat >"$out/sre-sim.rc" <<EOF
1 ICON "sre-sim.ico"
1 VERSIONINFO
FILEVERSION $major,$minor,$patch,0
PRODUCTVERSION $major,$minor,$patch,0
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "The sre-sim developers"
      VALUE "FileDescription", "sre-sim"
      VALUE "FileVersion", "$version"
      VALUE "InternalName", "sre-sim"
      VALUE "LegalCopyright", "2026 The sre-sim developers, MIT or Apache-2.0"
      VALUE "OriginalFilename", "sre-sim.exe"
      VALUE "ProductName", "sre-sim"
      VALUE "ProductVersion", "$version"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
EOF
(cd "$out" && x86_64-w64-mingw32-windres sre-sim.rc -O coff -o sre-sim-resources.o)

# The exe. `cargo rustc` passes the resource object to the final link
# only, so the libraries build exactly as `cargo build --target` builds
# them. (Cargo does not watch the object's bytes: after a change to the
# icon alone, `touch src/main.rs` relinks.)
cargo rustc --profile dist --locked --target "$triple" --bin sre-sim \
    -- -C link-arg="$out/sre-sim-resources.o" -C link-arg=-Wl,--no-insert-timestamp
exe=$target/$triple/dist/sre-sim.exe

# The zip: the exe, the licences (as the Debian package ships them:
# packaging/copyright, which covers the fonts built into the binary, and
# the two licence texts) and README.txt, the text files with Windows line
# endings. Fixed order, fixed dates (the last commit's) and modes, so the
# same exe gives the same zip.
stage=$out/$name
rm -rf "$stage" "$out/$name.zip"
mkdir -p "$stage"
cp "$exe" "$stage/sre-sim.exe"
crlf() { sed 's/\r\?$/\r/' "$1" >"$2"; }
sed "s/@VERSION@/$version/g" packaging/windows/README.txt >"$stage/README.tmp"
crlf "$stage/README.tmp" "$stage/README.txt"
rm "$stage/README.tmp"
crlf packaging/copyright "$stage/COPYRIGHT.txt"
crlf LICENSE-MIT "$stage/LICENSE-MIT.txt"
crlf LICENSE-APACHE "$stage/LICENSE-APACHE.txt"
stamp=$(git log -1 --format=%ct 2>/dev/null || echo 315532800)
python3 - "$stage" "$out/$name.zip" "$stamp" sre-sim.exe README.txt COPYRIGHT.txt LICENSE-MIT.txt LICENSE-APACHE.txt <<'EOF'
import os, sys, time, zipfile
stage, zip_path, stamp, names = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
date = time.gmtime(max(stamp, 315532800))[:6]  # zip dates start in 1980
with zipfile.ZipFile(zip_path, "w") as archive:
    for name in names:
        info = zipfile.ZipInfo(name, date_time=date)
        info.compress_type = zipfile.ZIP_DEFLATED
        info.create_system = 0  # MS-DOS: no Unix owner or mode
        with open(os.path.join(stage, name), "rb") as f:
            archive.writestr(info, f.read(), compresslevel=9)
EOF
echo "exe: $(stat -c %s "$stage/sre-sim.exe") bytes, zip: $(stat -c %s "$out/$name.zip") bytes"
echo "$out/$name.zip"
